/**
 * File signatures ("magic bytes"): an upload must be what its extension says, so a script renamed
 * `.png` is refused. Only the first {@link HEAD_BYTES} bytes are inspected; text files are checked
 * over their whole length while streaming (see {@link TextCheck}).
 */
export const HEAD_BYTES = 32;

type Signature = (head: Buffer) => boolean;

const startsWith =
  (...bytes: number[]): Signature =>
  (head) =>
    head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const ascii = (text: string, offset = 0): Signature => {
  const bytes = Buffer.from(text, 'latin1');
  return (head) =>
    head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
};
const anyOf =
  (...signatures: Signature[]): Signature =>
  (head) =>
    signatures.some((s) => s(head));

const PNG = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = startsWith(0xff, 0xd8, 0xff);
/** `BM`, then a known DIB header size at offset 14 (two letters alone would admit any text). */
const BMP: Signature = (head) =>
  ascii('BM')(head) && head.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(head.readUInt32LE(14));
const GIF = anyOf(ascii('GIF87a'), ascii('GIF89a'));
const PDF = ascii('%PDF-');
/** Zip container: local file header, or the end record of an empty archive (docx/xlsx/pptx are zips). */
const ZIP = anyOf(startsWith(0x50, 0x4b, 0x03, 0x04), startsWith(0x50, 0x4b, 0x05, 0x06));
/** OLE compound file: legacy doc/xls/ppt and WPS Office wps/et. */
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const RAR = anyOf(
  startsWith(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00),
  startsWith(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00),
);
/** ISO base media: a box size, then `ftyp`. */
const MP4 = ascii('ftyp', 4);

const BINARY_SIGNATURES: Record<string, Signature> = {
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  bmp: BMP,
  gif: GIF,
  pdf: PDF,
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  // Newer WPS Office saves these as zip containers too.
  wps: anyOf(OLE, ZIP),
  et: anyOf(OLE, ZIP),
  rar: RAR,
  mp4: MP4,
};

export const TEXT_EXTENSIONS: readonly string[] = ['txt', 'csv'];

/** Whether a file with this extension, first bytes and text check really is of that type. */
export function matchesSignature(ext: string, head: Buffer, text: { valid: boolean }): boolean {
  if (TEXT_EXTENSIONS.includes(ext)) return text.valid;
  const signature = BINARY_SIGNATURES[ext];
  return signature ? signature(head) : false;
}

/** Streaming check that a file is UTF-8 text: valid sequences, no NUL bytes. */
export class TextCheck {
  #decoder = new TextDecoder('utf-8', { fatal: true });
  #valid = true;

  get valid(): boolean {
    return this.#valid;
  }

  push(chunk: Buffer): void {
    if (!this.#valid) return;
    if (chunk.includes(0)) {
      this.#valid = false;
      return;
    }
    try {
      this.#decoder.decode(chunk, { stream: true });
    } catch {
      this.#valid = false;
    }
  }

  /** Ends the stream: a sequence cut off at the end makes the file invalid. */
  end(): boolean {
    if (this.#valid) {
      try {
        this.#decoder.decode();
      } catch {
        this.#valid = false;
      }
    }
    return this.#valid;
  }
}
