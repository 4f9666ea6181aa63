import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * A streaming ZIP writer: each entry is deflated while its content is still being produced and written
 * out as it comes (to a file, or to memory for a small archive sent at once), so memory holds a chunk or
 * two however large the entry grows. Entries use data descriptors (their CRC and sizes follow the data),
 * as Excel and every zip reader accept.
 */

const TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 in JavaScript, for Node before 20.15 (which added `zlib.crc32`). */
export function crc32Js(data: Uint8Array, value = 0): number {
  let crc = ~value;
  for (const byte of data) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return ~crc >>> 0;
}

const crc32: (data: Uint8Array, value?: number) => number = zlib.crc32 ?? crc32Js;

/** Zip64 is not written: an entry or the archive past 4 GiB is refused. */
const MAX_32 = 0xffffffff;
const DEFLATE = 8;
/** Bit 3: CRC and sizes in a data descriptor; bit 11: UTF-8 names. */
const FLAGS = 0x0808;
const VERSION = 20;

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** CRC, compressed and uncompressed size: the same run in the data descriptor and the central header. */
function writeSums(header: Buffer, at: number, entry: Entry): void {
  header.writeUInt32LE(entry.crc, at);
  header.writeUInt32LE(entry.compressed, at + 4);
  header.writeUInt32LE(entry.size, at + 8);
}

/** Where the archive's bytes go, in order: `at` is the offset of `bytes` in the archive. */
export interface ZipSink {
  write(bytes: Buffer, at: number): Promise<void>;
  close(): Promise<void>;
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosTime(new Date());

  constructor(private readonly sink: ZipSink) {}

  /** Creates (or truncates) `file`; `close()` or `abort()` must follow. */
  static async create(file: string): Promise<ZipWriter> {
    const handle = await fsp.open(file, 'w');
    return new ZipWriter({
      write: async (bytes, at) => {
        await handle.write(bytes, 0, bytes.length, at);
      },
      close: () => handle.close(),
    });
  }

  /** An archive kept in memory; `bytes()` returns it once closed. */
  static inMemory(): { zip: ZipWriter; bytes: () => Buffer } {
    const pieces: Buffer[] = [];
    const zip = new ZipWriter({
      write: async (bytes) => {
        pieces.push(bytes);
      },
      close: async () => {},
    });
    return { zip, bytes: () => Buffer.concat(pieces) };
  }

  /** Adds entry `name`; its content is pulled chunk by chunk as the file takes it. */
  async add(name: string, content: string | Iterable<string> | AsyncIterable<string>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name), crc: 0, compressed: 0, size: 0, offset: this.offset };
    await this.write(this.localHeader(entry));
    await pipeline(
      typeof content === 'string' ? [content] : content,
      async function* (chunks: Iterable<string> | AsyncIterable<string>) {
        for await (const chunk of chunks) {
          const bytes = Buffer.from(chunk);
          entry.crc = crc32(bytes, entry.crc);
          entry.size += bytes.length;
          yield bytes;
        }
      },
      zlib.createDeflateRaw(),
      async (deflated: AsyncIterable<Buffer>) => {
        for await (const piece of deflated) {
          entry.compressed += piece.length;
          await this.write(piece);
        }
      },
    );
    if (entry.size > MAX_32 || entry.compressed > MAX_32) throw new Error(`zip entry ${name} too large`);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    writeSums(descriptor, 4, entry);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) await this.write(this.centralHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await this.sink.close();
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abort(): Promise<void> {
    await this.sink.close().catch(() => {});
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.offset + bytes.length > MAX_32) throw new Error('zip archive too large');
    await this.sink.write(bytes, this.offset);
    this.offset += bytes.length;
  }

  /** Version needed, flags, method and time: the same run in the local and the central header. */
  private writeKind(header: Buffer, at: number): void {
    header.writeUInt16LE(VERSION, at);
    header.writeUInt16LE(FLAGS, at + 2);
    header.writeUInt16LE(DEFLATE, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.date, at + 8);
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30 + entry.name.length);
    header.writeUInt32LE(0x04034b50, 0);
    this.writeKind(header, 4);
    // CRC and sizes (14-25) stay zero: the data descriptor carries them.
    header.writeUInt16LE(entry.name.length, 26);
    entry.name.copy(header, 30);
    return header;
  }

  private centralHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(46 + entry.name.length);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    this.writeKind(header, 6);
    writeSums(header, 16, entry);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    entry.name.copy(header, 46);
    return header;
  }
}
