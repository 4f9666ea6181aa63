import { randomInt } from 'node:crypto';

export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 160;
/** Side of the jigsaw piece's square body; knobs stick out by {@link KNOB_OUT}. */
const BODY = 42;
const KNOB_R = 9;
const KNOB_OUT = 2 * KNOB_R - 3;
/** The piece image is a square of this size (body plus the knob on top and on the right). */
export const PIECE_SIZE = BODY + KNOB_OUT;
/** Lowest gap x: well clear of the slider's start, so "not moved" can never pass. */
export const MIN_GAP_X = PIECE_SIZE + 30;

/**
 * The background is a photo-like picture with grain: as JPEG it weighs about 6 KB instead of 88 KB as PNG,
 * which was most of what the login page downloads. The piece keeps PNG for its transparent outline.
 */
export const BACKGROUND_TYPE = 'image/jpeg';
export const PIECE_TYPE = 'image/png';
/** Quality 78 keeps the gap's rim and the grain visible; lower starts to blur the rim into blocks. */
const BACKGROUND_QUALITY = 78;

export interface RenderedCaptcha {
  /** {@link BACKGROUND_TYPE} */
  background: Buffer;
  /** {@link PIECE_TYPE} */
  piece: Buffer;
  /** Left edge of the gap (and of the piece image) in background pixels: the answer. */
  x: number;
  /** Top edge of the gap; the piece is shown at this height. */
  y: number;
}

/** xorshift32: fast and good enough for pictures; seeded from crypto so images are not predictable. */
function prng(seed: number): () => number {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Piece shape: square body, a knob on top and on the right, a socket bitten into the bottom. */
function pieceMask(): Float32Array {
  const mask = new Float32Array(PIECE_SIZE * PIECE_SIZE);
  const top = KNOB_OUT;
  const knobs = [
    { cx: BODY / 2, cy: KNOB_R + 1, add: true },
    { cx: BODY + KNOB_R - 3, cy: top + BODY / 2, add: true },
    { cx: BODY / 2, cy: top + BODY + 2, add: false },
  ];
  // 4x4 supersampling gives anti-aliased edges.
  const SS = 4;
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      let hits = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = px + (sx + 0.5) / SS;
          const y = py + (sy + 0.5) / SS;
          let inside = x >= 0 && x < BODY && y >= top && y < top + BODY;
          for (const k of knobs) {
            const d = (x - k.cx) ** 2 + (y - k.cy) ** 2 <= KNOB_R * KNOB_R;
            if (d) inside = k.add;
          }
          if (inside) hits++;
        }
      }
      mask[py * PIECE_SIZE + px] = hits / (SS * SS);
    }
  }
  return mask;
}

/** Pixels of the mask near its outline (coverage inside, some neighbour outside): the visible edge. */
function edgeOf(mask: Float32Array): Float32Array {
  const edge = new Float32Array(mask.length);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      const m = mask[y * PIECE_SIZE + x]!;
      if (m === 0) continue;
      let outside = m < 1 ? 1 : 0;
      for (let dy = -2; dy <= 2 && !outside; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const n =
            nx < 0 || ny < 0 || nx >= PIECE_SIZE || ny >= PIECE_SIZE ? 0 : mask[ny * PIECE_SIZE + nx]!;
          if (n < 0.5) {
            outside = Math.abs(dx) + Math.abs(dy) <= 2 ? 1 : 0.5;
            if (outside === 1) break;
          }
        }
      }
      edge[y * PIECE_SIZE + x] = outside;
    }
  }
  return edge;
}

/** The piece's mask and rim, worked out at the first captcha rather than at start. */
let shape: { mask: Float32Array; edge: Float32Array } | undefined;
function pieceShape(): { mask: Float32Array; edge: Float32Array } {
  if (!shape) {
    const mask = pieceMask();
    shape = { mask, edge: edgeOf(mask) };
  }
  return shape;
}

/** The outline shape of the piece (1 inside, 0 outside, fractions on the anti-aliased rim). */
export function pieceCoverage(px: number, py: number): number {
  return pieceShape().mask[py * PIECE_SIZE + px] ?? 0;
}

function paintBackground(data: Buffer, rnd: () => number): void {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const hue = rnd() * 360;
  const from = hsl(hue, 0.55 + rnd() * 0.3, 0.35 + rnd() * 0.2);
  const to = hsl((hue + 60 + rnd() * 120) % 360, 0.55 + rnd() * 0.3, 0.45 + rnd() * 0.2);
  const angle = rnd() * Math.PI * 2;
  const ax = Math.cos(angle);
  const ay = Math.sin(angle);
  const span = Math.abs(ax) * W + Math.abs(ay) * H;
  const offset = Math.min(0, ax * W) + Math.min(0, ay * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (ax * x + ay * y - offset) / span;
      const i = (y * W + x) * 4;
      data[i] = from[0] + (to[0] - from[0]) * t;
      data[i + 1] = from[1] + (to[1] - from[1]) * t;
      data[i + 2] = from[2] + (to[2] - from[2]) * t;
      data[i + 3] = 255;
    }
  }
  const blend = (i: number, c: Rgb, a: number) => {
    data[i] = data[i]! + (c[0] - data[i]!) * a;
    data[i + 1] = data[i + 1]! + (c[1] - data[i + 1]!) * a;
    data[i + 2] = data[i + 2]! + (c[2] - data[i + 2]!) * a;
  };
  // Translucent discs and boxes give the gap and the piece texture to match against.
  const shapes = 10 + Math.floor(rnd() * 8);
  for (let n = 0; n < shapes; n++) {
    const c = hsl(rnd() * 360, 0.4 + rnd() * 0.5, 0.25 + rnd() * 0.5);
    const a = 0.25 + rnd() * 0.45;
    const cx = rnd() * W;
    const cy = rnd() * H;
    const r = 8 + rnd() * 38;
    const round = rnd() < 0.6;
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(W - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(H - 1, Math.ceil(cy + r));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        if (round && (x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        blend((y * W + x) * 4, c, a);
      }
    }
  }
  // Lines: stepped along their length, two pixels wide.
  const lines = 6 + Math.floor(rnd() * 6);
  for (let n = 0; n < lines; n++) {
    const c = hsl(rnd() * 360, 0.6, 0.3 + rnd() * 0.5);
    const a = 0.4 + rnd() * 0.4;
    const x0 = rnd() * W;
    const y0 = rnd() * H;
    const x1 = rnd() * W;
    const y1 = rnd() * H;
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    for (let s = 0; s <= steps; s++) {
      const x = Math.round(x0 + ((x1 - x0) * s) / steps);
      const y = Math.round(y0 + ((y1 - y0) * s) / steps);
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
      ] as const) {
        if (x + dx < W && y + dy < H) blend(((y + dy) * W + x + dx) * 4, c, a);
      }
    }
  }
  // Grain, so no two images compress or compare alike.
  for (let i = 0; i < W * H * 4; i += 4) {
    const g = (rnd() - 0.5) * 10;
    data[i] = Math.max(0, Math.min(255, data[i]! + g));
    data[i + 1] = Math.max(0, Math.min(255, data[i + 1]! + g));
    data[i + 2] = Math.max(0, Math.min(255, data[i + 2]! + g));
  }
}

/** Copies the piece (into a zero-filled, transparent buffer), then shades the gap it leaves behind. */
function cutPiece(bg: Buffer, piece: Buffer, gx: number, gy: number): void {
  const { mask, edge } = pieceShape();
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const p = py * PIECE_SIZE + px;
      const m = mask[p]!;
      if (m === 0) continue;
      const e = edge[p]!;
      const bi = ((gy + py) * CAPTCHA_WIDTH + gx + px) * 4;
      const pi = p * 4;
      for (let c = 0; c < 3; c++) {
        const v = bg[bi + c]!;
        // Piece: original texture with a bright rim. Gap: darkened, with a light rim.
        piece[pi + c] = v + (255 - v) * 0.75 * e;
        const dark = v * 0.35 + 20;
        const shaded = dark + (235 - dark) * 0.55 * e;
        bg[bi + c] = v + (shaded - v) * m;
      }
      piece[pi + 3] = Math.round(255 * m);
    }
  }
}

/** Renders a fresh slide-captcha: a procedural background with a jigsaw gap and the matching piece. */
export async function renderCaptcha(seed: number = randomInt(2 ** 32 - 1)): Promise<RenderedCaptcha> {
  const rnd = prng(seed);
  const background = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4);
  paintBackground(background, rnd);
  const x = MIN_GAP_X + Math.floor(rnd() * (CAPTCHA_WIDTH - PIECE_SIZE - 10 - MIN_GAP_X));
  const y = 10 + Math.floor(rnd() * (CAPTCHA_HEIGHT - PIECE_SIZE - 20));
  // Loaded at the first captcha, not at start (the image libraries take a tenth of a second to load).
  const [{ PNG }, { default: sharp }] = await Promise.all([import('pngjs'), import('sharp')]);
  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });
  cutPiece(background, piece.data, x, y);
  return {
    background: await sharp(background, {
      raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 4 },
    })
      .removeAlpha()
      .jpeg({ quality: BACKGROUND_QUALITY, mozjpeg: true })
      .toBuffer(),
    // One fixed filter: pngjs otherwise tries all five filters on every row (2x slower).
    piece: PNG.sync.write(piece, { colorType: 6, deflateLevel: 6, filterType: 1 }),
    x,
    y,
  };
}
