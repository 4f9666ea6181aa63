import type { CaptchaChallenge } from '@bo/contract';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHAS_PER_MINUTE } from '../src/modules/auth/auth-routes.js';
import { MIN_GAP_X, PIECE_SIZE } from '../src/modules/auth/captcha-renderer.js';
import { useTestApp } from './app-fixture.js';
import { send, someIp } from './auth-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

type Challenge = CaptchaChallenge;

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

/** The piece: a PNG, for its transparent outline. */
const decodePiece = (dataUrl: string): PNG => {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  return PNG.sync.read(bytesOf(dataUrl));
};

/** The background: a JPEG (a tenth of the PNG's weight), decoded to RGB. */
async function decodeBackground(dataUrl: string): Promise<{ data: Buffer; width: number; height: number }> {
  expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  const { data, info } = await sharp(bytesOf(dataUrl)).raw().toBuffer({ resolveWithObject: true });
  expect([info.format, info.channels]).toEqual(['raw', 3]);
  expect((await sharp(bytesOf(dataUrl)).metadata()).format).toBe('jpeg');
  return { data, width: info.width, height: info.height };
}

describe('slide captcha', () => {
  const t = useTestApp({ captcha: true }, { signedIn: false });

  async function challenge(ip = someIp()): Promise<{ c: Challenge; answer: number }> {
    const res = await send(t.app, 'GET', 'auth/code', { ip });
    expect(res.statusCode).toBe(200);
    const c = res.json().message as Challenge;
    const row = await t.app.db
      .selectFrom('captchas')
      .select('answer_x')
      .where('key', '=', c.key)
      .executeTakeFirstOrThrow();
    return { c, answer: row.answer_x };
  }
  const answer = (key: string, x: unknown, lang: 'zh' | 'en' = 'en') =>
    send(t.app, 'POST', 'auth/code', { body: { key, x }, lang });

  it('returns a challenge of the contract shape with real pictures and keeps the answer', async () => {
    const { c, answer: x } = await challenge();
    expect(Object.keys(c).sort()).toEqual(['background', 'enabled', 'height', 'key', 'piece', 'width', 'y']);
    expect(c.enabled).toBe(true);
    const bg = await decodeBackground(c.background);
    const piece = decodePiece(c.piece);
    // The whole answer stays small: the background used to be an 88 KB PNG.
    expect(bytesOf(c.background).length).toBeLessThan(12_000);
    expect([bg.width, bg.height]).toEqual([c.width, c.height]);
    expect([c.width, c.height]).toEqual([320, 160]);
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
    expect(x).toBeGreaterThanOrEqual(MIN_GAP_X);
    expect(x + piece.width).toBeLessThanOrEqual(c.width);
    expect(c.y).toBeGreaterThanOrEqual(0);
    expect(c.y + piece.height).toBeLessThanOrEqual(c.height);
  });

  it('cuts the piece from the background and leaves a shaded gap exactly at the stored answer', async () => {
    const { c, answer: x } = await challenge();
    const bg = await decodeBackground(c.background);
    const piece = decodePiece(c.piece);
    const alpha = (px: number, py: number) => piece.data[(py * piece.width + px) * 4 + 3]!;
    // Transparent outside the jigsaw shape, opaque inside, with a bright rim (the visible edge).
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(piece.width - 1, piece.height - 1)).toBe(0);
    expect(alpha(10, 30)).toBe(255);
    let rim = 0;
    const interior: [number, number][] = [];
    for (let py = 3; py < piece.height - 3; py++) {
      for (let px = 3; px < piece.width - 3; px++) {
        const i = (py * piece.width + px) * 4;
        if (alpha(px, py) === 0) continue;
        const opaqueAround = [-3, 0, 3].every((dy) =>
          [-3, 0, 3].every((dx) => alpha(px + dx, py + dy) === 255),
        );
        if (opaqueAround) interior.push([px, py]);
        else if (piece.data[i]! > 185 && piece.data[i + 1]! > 185 && piece.data[i + 2]! > 185) rim++;
      }
    }
    expect(rim).toBeGreaterThan(60);
    expect(interior.length).toBeGreaterThan(800);
    // In the gap every interior background pixel is the piece's pixel darkened the same way, give or take
    // what JPEG changes: about 5 levels on average, up to 9 on a busy picture (400 seeds measured), so the
    // bound is 12; 12 px aside the picture no longer matches (at least 4.4 times the error there).
    const errorAt = (ox: number) =>
      interior.reduce((sum, [px, py]) => {
        const p = (py * piece.width + px) * 4;
        const b = ((c.y + py) * bg.width + ox + px) * 3;
        const off = [0, 1, 2].map((k) => Math.abs(bg.data[b + k]! - (piece.data[p + k]! * 0.35 + 20)));
        return sum + Math.max(...off);
      }, 0) / interior.length;
    expect(errorAt(x)).toBeLessThan(12);
    expect(errorAt(x + 12)).toBeGreaterThan(3 * errorAt(x));
    expect(errorAt(x - 12)).toBeGreaterThan(3 * errorAt(x));
  });

  it('differs every time, in nearly every pixel', async () => {
    const a = await challenge();
    const b = await challenge();
    expect(a.c.key).not.toBe(b.c.key);
    const [pa, pb] = await Promise.all([decodeBackground(a.c.background), decodeBackground(b.c.background)]);
    const differing = pa.data.filter((v, i) => Math.abs(v - pb.data[i]!) > 2).length;
    expect(differing / pa.data.length).toBeGreaterThan(0.5);
  });

  it('accepts the answer within ±6 px and returns a captcha token stored only as a hash', async () => {
    for (const delta of [-6, 0, 6]) {
      const { c, answer: x } = await challenge();
      const res = await answer(c.key, x + delta);
      expect(res.statusCode, `delta ${delta}`).toBe(200);
      const token = res.json().message.captcha_token as string;
      expect(token.length).toBeGreaterThanOrEqual(32);
      const row = await t.app.db
        .selectFrom('captchas')
        .selectAll()
        .where('key', '=', c.key)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(token);
      expect(row.checked_at).not.toBeNull();
    }
  });

  it('rejects a miss by 10 px, then refuses a second try even at the right place', async () => {
    const { c, answer: x } = await challenge();
    const miss = await answer(c.key, x + 10);
    expect(miss.statusCode).toBe(422);
    expect(miss.json()).toMatchObject({ status: 42200, message: 'Verification failed, please try again' });
    const retry = await answer(c.key, x, 'zh');
    expect(retry.statusCode).toBe(422);
    expect(retry.json().message).toBe('验证失败，请重试');
    const other = await challenge();
    expect((await answer(other.c.key, other.answer - 10)).statusCode).toBe(422);
  });

  it('refuses a correct answer after a success (one try) and unknown keys', async () => {
    const { c, answer: x } = await challenge();
    expect((await answer(c.key, x)).statusCode).toBe(200);
    expect((await answer(c.key, x)).statusCode).toBe(422);
    expect((await answer('no-such-key', 100)).json().message).toBe('Verification failed, please try again');
  });

  it('expires after two minutes', async () => {
    const { c, answer: x } = await challenge();
    await t.app.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', c.key)
      .execute();
    const res = await answer(c.key, x);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The verification has expired, please verify again');
    expect((await answer(c.key, x, 'zh')).json().message).toBe('验证已过期，请重新验证');
  });

  it('validates the answer body with localized messages', async () => {
    const res = await answer('', 'abc', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      key: ['Please enter Captcha key'],
      x: ['Slider position has a wrong type'],
    });
    const zh = await send(t.app, 'POST', 'auth/code', { body: { x: 5 }, lang: 'zh' });
    expect(zh.json().errors).toEqual({ key: ['请输入验证码标识'] });
  });

  it('limits challenges per address', async () => {
    const ip = someIp();
    for (let i = 0; i < CAPTCHAS_PER_MINUTE; i++) {
      const res = await send(t.app, 'GET', 'auth/code', { ip });
      expect(res.statusCode).toBe(200);
    }
    const res = await send(t.app, 'GET', 'auth/code', { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().status).toBe(42900);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(t.app, 'GET', 'auth/code')).statusCode).toBe(200);
  });
});

// A separate suite, so its app never coexists with another one in this file (see the report on
// the PostgreSQL migrator, which looks for its lock table in every schema).
describe('slide captcha switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ captcha: false });
  });
  afterAll(async () => off.close());

  it('still answers the contract shape, and tells the login page it may skip the slider', async () => {
    const res = await send(off.app, 'GET', 'auth/code');
    const message = res.json().message;
    expect(message.enabled).toBe(false);
    expect(Object.keys(message)).toEqual(
      expect.arrayContaining(['key', 'background', 'piece', 'y', 'width', 'height']),
    );
    expect(message.background).toMatch(/^data:image\/jpeg;base64,/);
  });
});
