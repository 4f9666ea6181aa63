import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { JobFailure } from '../../../jobs/types.js';
import { entryChunks, readDirectory, type ZipEntry } from './archive.js';
import {
  CELL_MAX_CHARS,
  lastRowOfRange,
  maxSharedStrings,
  parseCellRef,
  READ_COLUMNS,
  SHEET_MAX_COLUMN,
  SHEET_MAX_ROW,
  SHEET_OUTER_LIMITS,
  type SheetLimits,
} from './sheet-limits.js';

/**
 * A small streaming reader for the first worksheet of an .xlsx file. (ExcelJS's streaming reader
 * decodes every chunk on its own and so garbles Chinese text that straddles two chunks.) Each entry is
 * inflated and parsed chunk by chunk; every limit of sheet-limits.ts is checked as it is met, so a
 * hostile sheet is refused after the few bytes that break a limit. It runs in the parse worker.
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

type Zip = { file: string; entries: Map<string, ZipEntry> };

/** The XML events of a zip entry, in batches per inflated chunk; `onShare` gets the share read. */
async function* xmlEvents(
  zip: Zip,
  path: string,
  onShare?: (share: number) => void,
): AsyncGenerator<XmlEvent[]> {
  const entry = zip.entries.get(path);
  if (!entry) throw new JobFailure('assetImport.notXlsx');
  const parser = new SaxesParser();
  const decoder = new StringDecoder('utf8');
  let events: XmlEvent[] = [];
  parser.on('opentag', (tag) => events.push({ type: 'open', tag: tag as SaxesTagPlain }));
  parser.on('text', (text) => events.push({ type: 'text', text }));
  parser.on('closetag', (tag) => events.push({ type: 'close', name: tag.name }));
  let inflated = 0;
  let sinceEvent = 0;
  for await (const chunk of entryChunks(zip.file, entry)) {
    inflated += chunk.length;
    parser.write(decoder.write(chunk));
    // A cell holds at most 32 767 characters: a megabyte without a tag is no sheet (and the parser
    // would keep all of it in memory).
    sinceEvent = events.length > 0 ? 0 : sinceEvent + chunk.length;
    if (sinceEvent > MAX_TEXT_BYTES) throw new JobFailure('assetImport.notXlsx');
    onShare?.(entry.unpackedBytes > 0 ? inflated / entry.unpackedBytes : 1);
    yield events;
    events = [];
  }
  parser.write(decoder.end());
  parser.close();
  yield events;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
async function firstSheetPath(zip: Zip): Promise<string> {
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
async function sharedStrings(zip: Zip, limits: SheetLimits): Promise<string[]> {
  const strings: string[] = [];
  if (!zip.entries.has('xl/sharedStrings.xml')) return strings;
  const most = maxSharedStrings(limits);
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
        if (inText && current !== null) {
          current += e.text;
          if (current.length > CELL_MAX_CHARS)
            throw new JobFailure('assetImport.textTooLong', {
              cell: `#${strings.length + 1}`,
              max: CELL_MAX_CHARS,
            });
        }
      } else if (e.name === 't') inText = false;
      else if (e.name === 'si') {
        if (strings.length >= most) throw new JobFailure('assetImport.tooManyTexts', { max: most });
        strings.push(current ?? '');
        current = null;
      }
    }
  }
  return strings;
}

/** The cell reference as shown in a message: cut short, so a hostile one cannot fill the response. */
const shown = (ref: string) => (ref.length > 12 ? `${ref.slice(0, 12)}…` : ref);

/** Refuses a sheet holding or declaring a row past the row limit (the header is row 1). */
function checkRowNumber(row: number, limits: SheetLimits): void {
  if (row - 1 > limits.maxRows)
    throw new JobFailure('assetImport.tooMany', { max: limits.maxRows, count: row - 1 });
}

/** Streams the rows of the first worksheet; `onProgress` gets the share of the sheet read. */
export async function* readSheet(
  file: string,
  limits: SheetLimits = SHEET_OUTER_LIMITS,
  onProgress?: (share: number) => void,
): AsyncGenerator<SheetRow> {
  try {
    const directory = await readDirectory(file);
    if (!directory) throw new JobFailure('assetImport.notXlsx');
    // Each entry is refused when it inflates past what it declares: the declared total bounds them all.
    if (directory.unpackedBytes > limits.unpackedBytes)
      throw new JobFailure('assetImport.tooLarge', { mb: Math.floor(limits.unpackedBytes / 1024 / 1024) });
    const zip: Zip = { file, entries: directory.entries };
    const strings = await sharedStrings(zip, limits);
    const path = await firstSheetPath(zip);
    let row: SheetRow | null = null;
    let rows = 0;
    let lastLine = 0;
    let lastColumn = -1;
    let cell: { ref: string; column: number; type: string; text: string } | null = null;
    let inValue = false;
    for await (const batch of xmlEvents(zip, path, onProgress)) {
      for (const e of batch) {
        if (e.type === 'open') {
          const a = e.tag.attributes;
          if (e.tag.name === 'c') {
            const ref = a.r === undefined ? null : String(a.r);
            const at = ref === null ? null : parseCellRef(ref);
            if (ref !== null && !at) throw new JobFailure('assetImport.badCell', { cell: shown(ref) });
            const column = at ? at.column : lastColumn + 1;
            lastColumn = column;
            if (column >= SHEET_MAX_COLUMN)
              throw new JobFailure('assetImport.badCell', { cell: `#${column + 1}` });
            cell = { ref: ref ?? '', column, type: String(a.t ?? 'n'), text: '' };
          } else if (e.tag.name === 'row') {
            rows++;
            const line: number = a.r === undefined ? lastLine + 1 : Number(a.r);
            if (!Number.isInteger(line) || line < 1 || line > SHEET_MAX_ROW)
              throw new JobFailure('assetImport.badCell', { cell: shown(`row ${String(a.r)}`) });
            checkRowNumber(Math.max(line, rows), limits);
            row = { line, cells: [] };
            lastLine = line;
            lastColumn = -1;
          } else if (e.tag.name === 'v' || e.tag.name === 't') inValue = true;
          else if (e.tag.name === 'dimension') {
            const ref = String(a.ref ?? '');
            const last = lastRowOfRange(ref);
            if (last === null) throw new JobFailure('assetImport.badCell', { cell: shown(ref) });
            checkRowNumber(last, limits);
          }
        } else if (e.type === 'text') {
          if (inValue && cell) {
            cell.text += e.text;
            if (cell.text.length > CELL_MAX_CHARS)
              throw new JobFailure('assetImport.textTooLong', {
                cell: shown(cell.ref || `#${cell.column + 1}`),
                max: CELL_MAX_CHARS,
              });
          }
        } else if (e.name === 'v' || e.name === 't') inValue = false;
        else if (e.name === 'c' && cell && row) {
          // Cells right of the columns read are skipped: only their references were checked.
          if (cell.column < READ_COLUMNS) row.cells[cell.column] = cellValue(cell, strings);
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
