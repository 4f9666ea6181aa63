import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Ecc, QrCode, QrSegment } from '@rc-component/qrcode/lib/libs/qrcodegen.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { LABEL_READER_OPTIONS } from './codeReader';
import { codeFromLabel } from './labelCode';

const MODULE_PX = 6;
const QUIET = 4;

/** An RGBA picture of a label's QR code as LabelSheet prints it (antd's encoder, error level M). */
function labelPicture(code: string) {
  const modules = QrCode.encodeSegments(
    QrSegment.makeSegments(code),
    Ecc.MEDIUM,
    1,
    40,
    -1,
    true,
  ).getModules();
  const side = (modules.length + QUIET * 2) * MODULE_PX;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const dark = modules[Math.floor(y / MODULE_PX) - QUIET]?.[Math.floor(x / MODULE_PX) - QUIET];
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return { data, width: side, height: side, colorSpace: 'srgb' as const };
}

beforeAll(async () => {
  // The browser fetches the wasm from our build; here it is read from the package itself.
  const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer }, fireImmediately: true });
});

describe('decoding a printed asset label', () => {
  it.each(['ZC0301-2026-000042', 'ZC0000-2025-123456'])('reads back the asset code %s', async (code) => {
    const results = await readBarcodes(labelPicture(code) as ImageData, LABEL_READER_OPTIONS);
    expect(results.map((r) => codeFromLabel(r.text))).toEqual([code]);
  });

  it('reads nothing off a blank label', async () => {
    const blank = { data: new Uint8ClampedArray(100 * 100 * 4).fill(255), width: 100, height: 100 };
    expect(await readBarcodes(blank as ImageData, LABEL_READER_OPTIONS)).toEqual([]);
  });
});
