import fsp from 'node:fs/promises';

/**
 * How large an import sheet may be once unpacked. 200 000 rows of the template take about 130 MB of
 * XML (sheet and shared strings); a zip bomb (a few MB inflating to gigabytes) is refused here.
 */
export const MAX_UNPACKED_MB = 512;
export const MAX_UNPACKED_BYTES = MAX_UNPACKED_MB * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
/** The end record (22 bytes) plus the longest archive comment. */
const TAIL_BYTES = 22 + 0xffff;

/**
 * The unpacked size a zip declares for all its entries together, from its central directory (nothing
 * is inflated): Infinity when it needs zip64 (no import sheet does), null when it is not a readable zip.
 * Entries can lie about their size: the sheet reader counts what it inflates as well.
 */
export async function declaredUnpackedBytes(file: string): Promise<number | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let at = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) return null;
    const entries = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || directoryOffset === 0xffffffff) return Number.POSITIVE_INFINITY;
    if (directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let total = 0;
    let offset = 0;
    for (let n = 0; n < entries; n++) {
      if (offset + 46 > directorySize || directory.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
      const unpacked = directory.readUInt32LE(offset + 24);
      if (unpacked === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += unpacked;
      offset +=
        46 +
        directory.readUInt16LE(offset + 28) +
        directory.readUInt16LE(offset + 30) +
        directory.readUInt16LE(offset + 32);
    }
    return total;
  } finally {
    await handle.close();
  }
}
