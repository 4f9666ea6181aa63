import fs from 'node:fs';
import fsp from 'node:fs/promises';
import zlib from 'node:zlib';
import { JobFailure } from '../../../jobs/types.js';

/**
 * A small zip reader for import sheets: the central directory is read from the end of the file and each
 * entry is inflated as a stream by zlib, counting what comes out. (JSZip read the whole archive into
 * memory and inflated in JavaScript.) Loaded by the parse worker: no imports beyond Node's and the job
 * failure type.
 */

export interface ZipEntry {
  name: string;
  method: number;
  packedBytes: number;
  /** What the archive declares; the reader refuses an entry that inflates to more. */
  unpackedBytes: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record (22 bytes) plus the longest archive comment. */
const TAIL_BYTES = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

/**
 * The entries of a zip from its central directory (nothing is inflated): null when it is not a readable
 * zip. Zip64 archives (no import sheet is one) report their declared size as Infinity.
 */
export async function readDirectory(
  file: string,
): Promise<{ entries: Map<string, ZipEntry>; unpackedBytes: number } | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, TAIL_BYTES);
    if (tailLength < 22) return null;
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
    const count = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    const entries = new Map<string, ZipEntry>();
    if (count === 0xffff || directoryOffset === 0xffffffff)
      return { entries, unpackedBytes: Number.POSITIVE_INFINITY };
    if (directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let total = 0;
    let offset = 0;
    for (let n = 0; n < count; n++) {
      if (offset + 46 > directorySize || directory.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
      const nameLength = directory.readUInt16LE(offset + 28);
      const entry: ZipEntry = {
        name: directory.toString('utf8', offset + 46, offset + 46 + nameLength),
        method: directory.readUInt16LE(offset + 10),
        packedBytes: directory.readUInt32LE(offset + 20),
        unpackedBytes: directory.readUInt32LE(offset + 24),
        localHeaderOffset: directory.readUInt32LE(offset + 42),
      };
      if (entry.unpackedBytes === 0xffffffff || entry.packedBytes === 0xffffffff)
        return { entries, unpackedBytes: Number.POSITIVE_INFINITY };
      total += entry.unpackedBytes;
      entries.set(entry.name, entry);
      offset += 46 + nameLength + directory.readUInt16LE(offset + 30) + directory.readUInt16LE(offset + 32);
    }
    return { entries, unpackedBytes: total };
  } finally {
    await handle.close();
  }
}

/** The unpacked size a zip declares for all its entries together; null when it is not a readable zip. */
export async function declaredUnpackedBytes(file: string): Promise<number | null> {
  return (await readDirectory(file))?.unpackedBytes ?? null;
}

/**
 * The inflated bytes of one entry, chunk by chunk. Inflating stops (and the entry is refused as not a
 * sheet) as soon as it yields more than it declared, so a lying entry costs no more than an honest one.
 */
export async function* entryChunks(file: string, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method !== STORED && entry.method !== DEFLATED) throw new JobFailure('assetImport.notXlsx');
  const handle = await fsp.open(file, 'r');
  let start: number;
  try {
    const local = Buffer.alloc(30);
    await handle.read(local, 0, 30, entry.localHeaderOffset);
    if (local.readUInt32LE(0) !== LOCAL_HEADER) throw new JobFailure('assetImport.notXlsx');
    start = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  } finally {
    await handle.close();
  }
  if (entry.packedBytes === 0) return;
  const packed = fs.createReadStream(file, { start, end: start + entry.packedBytes - 1 });
  const source = entry.method === STORED ? packed : packed.pipe(zlib.createInflateRaw());
  packed.on('error', (err) => source.destroy(err));
  let inflated = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.unpackedBytes) throw new JobFailure('assetImport.notXlsx');
      yield chunk;
    }
  } catch (err) {
    if (err instanceof JobFailure) throw err;
    // A broken deflate stream or an unreadable file.
    throw new JobFailure('assetImport.notXlsx');
  } finally {
    packed.destroy();
    source.destroy();
  }
}
