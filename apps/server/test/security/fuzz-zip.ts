import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** Deflated bytes (method 8). */
  data: Buffer;
  /** The unpacked size the archive declares. */
  size: number;
}

/** A zip archive of already deflated entries (CRCs left 0: nothing here checks them). */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry holding `text`. */
export const textEntry = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(raw), size: raw.length };
};

/**
 * An entry that inflates to `mb` megabytes of `fill` from about a kilobyte per megabyte: one deflated
 * megabyte (sync-flushed, so blocks can follow it) repeated, then an empty final block. Cheap to make,
 * unlike deflating the whole thing.
 */
export function bombEntry(name: string, mb: number, fill = ' '): ZipEntry {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, fill), {
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  const last = zlib.deflateRawSync(Buffer.alloc(0));
  return {
    name,
    data: Buffer.concat([...Array.from({ length: mb }, () => block), last]),
    size: mb * 1024 * 1024,
  };
}

/** The parts of an .xlsx around a first sheet (`xl/worksheets/sheet1.xml`). */
export function xlsxWith(sheet: ZipEntry, ...more: ZipEntry[]): Buffer {
  return zipOf([
    ...more,
    textEntry(
      'xl/workbook.xml',
      '<workbook xmlns:r="r"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    textEntry(
      'xl/_rels/workbook.xml.rels',
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ]);
}
