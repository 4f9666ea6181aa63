import fsp from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import JSZip from 'jszip';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { JobFailure } from '../../../jobs/types.js';
import { MAX_UNPACKED_BYTES, MAX_UNPACKED_MB } from './archive.js';

/**
 * A small streaming reader for the first worksheet of an .xlsx file. (ExcelJS's streaming reader
 * decodes every chunk on its own and so garbles Chinese text that straddles two chunks.) The zip is
 * read into memory (a few MB compressed); the sheet's XML is inflated and parsed chunk by chunk.
 */

/** A cell's value: text, or a number (dates arrive as Excel serial numbers). */
export type Cell = string | number | null;

export interface SheetRow {
  /** The row number in the sheet (the header is row 1). */
  line: number;
  cells: Cell[];
}

/** The most XML read without a single tag or text event (see `xmlEvents`). */
const MAX_TEXT_BYTES = 1024 * 1024;

type XmlEvent =
  | { type: 'open'; tag: SaxesTagPlain }
  | { type: 'text'; text: string }
  | { type: 'close'; name: string };

/** The XML events of a zip entry, in batches per inflated chunk; `onShare` gets the share read. */
async function* xmlEvents(
  zip: JSZip,
  path: string,
  onShare?: (share: number) => void,
): AsyncGenerator<XmlEvent[]> {
  const file = zip.file(path);
  if (!file) throw new JobFailure('assetImport.notXlsx');
  const parser = new SaxesParser();
  const decoder = new StringDecoder('utf8');
  let events: XmlEvent[] = [];
  parser.on('opentag', (tag) => events.push({ type: 'open', tag: tag as SaxesTagPlain }));
  parser.on('text', (text) => events.push({ type: 'text', text }));
  parser.on('closetag', (tag) => events.push({ type: 'close', name: tag.name }));
  // JSZip's stream is an old-style one; a PassThrough makes it async-iterable. Its errors are passed on:
  // JSZip reports an entry whose size lies that way, and unheard that error would end the process.
  const source = file.nodeStream('nodebuffer', (meta) => onShare?.(meta.percent / 100));
  const stream = new PassThrough();
  source.on('error', (error) => stream.destroy(error));
  source.pipe(stream);
  let inflated = 0;
  let sinceEvent = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // Counted as inflated: an entry may declare less than it holds (see archive.ts).
    inflated += chunk.length;
    if (inflated > MAX_UNPACKED_BYTES) throw new JobFailure('assetImport.tooLarge', { mb: MAX_UNPACKED_MB });
    parser.write(decoder.write(chunk));
    // A cell holds at most 32 767 characters: a megabyte without a tag is no sheet (and the parser
    // would keep all of it in memory).
    sinceEvent = events.length > 0 ? 0 : sinceEvent + chunk.length;
    if (sinceEvent > MAX_TEXT_BYTES) throw new JobFailure('assetImport.notXlsx');
    yield events;
    events = [];
  }
  parser.write(decoder.end());
  parser.close();
  yield events;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
async function firstSheetPath(zip: JSZip): Promise<string> {
  let relId = '';
  for await (const batch of xmlEvents(zip, 'xl/workbook.xml')) {
    const sheet = batch.find((e) => e.type === 'open' && e.tag.name === 'sheet');
    if (sheet?.type === 'open') {
      relId = String(sheet.tag.attributes['r:id'] ?? '');
      break;
    }
  }
  for await (const batch of xmlEvents(zip, 'xl/_rels/workbook.xml.rels')) {
    for (const e of batch) {
      if (e.type === 'open' && e.tag.name === 'Relationship' && e.tag.attributes.Id === relId) {
        const target = String(e.tag.attributes.Target ?? '');
        return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/** The shared strings table (text of `<si>` items; rich text runs joined). */
async function sharedStrings(zip: JSZip): Promise<string[]> {
  const strings: string[] = [];
  if (!zip.file('xl/sharedStrings.xml')) return strings;
  let current: string | null = null;
  let inText = false;
  for await (const batch of xmlEvents(zip, 'xl/sharedStrings.xml')) {
    for (const e of batch) {
      if (e.type === 'open') {
        if (e.tag.name === 'si') current = '';
        else if (e.tag.name === 't') inText = true;
        // Phonetic runs (`rPh`) are not part of the text.
        else if (e.tag.name === 'rPh') inText = false;
      } else if (e.type === 'text') {
        if (inText && current !== null) current += e.text;
      } else if (e.name === 't') inText = false;
      else if (e.name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    }
  }
  return strings;
}

/** `B12` → 1 (the zero-based column). */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/** Streams the rows of the first worksheet; `onProgress` gets the share of the sheet read. */
export async function* readSheet(
  file: string,
  onProgress?: (share: number) => void,
): AsyncGenerator<SheetRow> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(await fsp.readFile(file));
  } catch {
    throw new JobFailure('assetImport.notXlsx');
  }
  try {
    const strings = await sharedStrings(zip);
    const path = await firstSheetPath(zip);
    let row: SheetRow | null = null;
    let cell: { column: number; type: string; text: string } | null = null;
    let inValue = false;
    for await (const batch of xmlEvents(zip, path, onProgress)) {
      for (const e of batch) {
        if (e.type === 'open') {
          const a = e.tag.attributes;
          if (e.tag.name === 'row') row = { line: Number(a.r ?? (row ? row.line + 1 : 1)), cells: [] };
          else if (e.tag.name === 'c') {
            cell = {
              column: a.r ? columnOf(String(a.r)) : (row?.cells.length ?? 0),
              type: String(a.t ?? 'n'),
              text: '',
            };
          } else if (e.tag.name === 'v' || e.tag.name === 't') inValue = true;
        } else if (e.type === 'text') {
          if (inValue && cell) cell.text += e.text;
        } else if (e.name === 'v' || e.name === 't') inValue = false;
        else if (e.name === 'c' && cell && row) {
          row.cells[cell.column] = cellValue(cell, strings);
          cell = null;
        } else if (e.name === 'row' && row) {
          yield { line: row.line, cells: Array.from(row.cells, (c) => c ?? null) };
          row = null;
        }
      }
    }
  } catch (err) {
    if (err instanceof JobFailure) throw err;
    throw new JobFailure('assetImport.notXlsx');
  }
}

function cellValue(cell: { type: string; text: string }, strings: string[]): Cell {
  const text = cell.type === 's' ? (strings[Number(cell.text)] ?? '') : cell.text;
  if (cell.type === 'n' && text !== '') {
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  if (cell.type === 'b') return text === '1' ? '1' : '0';
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
