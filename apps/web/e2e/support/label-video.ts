import fs from 'node:fs';
// The encoder antd's <QRCode> draws with (LabelSheet prints the asset code through it): the frames show
// the very modules a printed label carries.
import { Ecc, QrCode, QrSegment } from '@rc-component/qrcode/lib/libs/qrcodegen.js';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module: a label held about a hand's width from a phone. */
const MODULE_PX = 8;
/** The quiet zone the label's white paper gives around the code, in modules. */
const QUIET = 4;
const FRAMES = 5;

/** The QR modules of a label of `code`, as LabelSheet prints them (error level M). */
export function labelModules(code: string): boolean[][] {
  return QrCode.encodeSegments(QrSegment.makeSegments(code), Ecc.MEDIUM, 1, 40, -1, true).getModules();
}

/**
 * Luma of one camera frame: white paper with the label's QR code in the middle (`code` null: paper
 * alone, as when nothing is in view).
 */
function lumaPlane(code: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (!code) return luma;
  const modules = labelModules(code);
  const side = (modules.length + QUIET * 2) * MODULE_PX;
  if (side > HEIGHT) throw new Error(`the code ${code} does not fit a ${WIDTH}x${HEIGHT} frame`);
  const left = Math.floor((WIDTH - side) / 2) + QUIET * MODULE_PX;
  const top = Math.floor((HEIGHT - side) / 2) + QUIET * MODULE_PX;
  for (const [y, row] of modules.entries())
    for (const [x, dark] of row.entries()) {
      if (!dark) continue;
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const at = (top + y * MODULE_PX + dy) * WIDTH + left + x * MODULE_PX;
        luma.fill(16, at, at + MODULE_PX);
      }
    }
  return luma;
}

/**
 * Writes a short Y4M video (4:2:0, grey: chroma neutral) for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which loops it for as long as the page captures.
 */
export function writeLabelVideo(file: string, code: string | null): void {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaPlane(code), chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
