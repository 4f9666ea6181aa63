import fsp from 'node:fs/promises';
import { inertText } from './inert-cells.js';
import {
  cellStyle,
  checkSheetNames,
  contentTypesXml,
  escapeXml,
  MAIN_NS,
  type NumberFormat,
  REL_NS,
  ROOT_RELS,
  STYLES,
  sheetPath,
  workbookRelsXml,
  workbookXml,
  XML_HEAD,
} from './xlsx-parts.js';
import { ZipWriter } from './zip-writer.js';

/**
 * Writes XLSX workbooks whose rows arrive in batches, straight into a streaming zip: only the batch
 * being written is in memory, and the next one is asked for when the file has taken this one.
 * (ExcelJS's streaming writer queues every row it is given until the event loop turns, which a
 * synchronous database never lets it do, so its memory grew with the rows.) Numbers are written as
 * numbers, anything else as text (made inert: see inertText), null and undefined left empty.
 */

export type XlsxValue = string | number | null | undefined;

export interface XlsxColumn {
  header: string;
  width: number;
  /** How the column's numbers are shown (none: as typed). */
  format?: NumberFormat;
}

export interface XlsxSheet {
  /** The sheet's name (at most 31 characters, none of `[]:*?/\`, unique in the workbook). */
  name: string;
  columns: XlsxColumn[];
  /** The rows below the header, batch by batch, each row's cells in column order. */
  batches: AsyncIterable<XlsxValue[][]> | Iterable<XlsxValue[][]>;
  /** The header in bold and kept in view while the rows scroll. */
  frozenHeader?: boolean;
  /** A last row in bold, after the batches (the totals). */
  totals?: XlsxValue[];
}

/** 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** What a row's cells share: their column letters and formats, and whether the row is bold. */
interface RowLayout {
  letters: string[];
  formats: (NumberFormat | undefined)[];
  bold: boolean;
}

function rowXml(line: number, cells: readonly XlsxValue[], layout: RowLayout): string {
  const rowStyle = layout.bold ? ` s="${cellStyle(true, undefined)}" customFormat="1"` : '';
  let xml = `<row r="${line}"${rowStyle}>`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const ref = `${layout.letters[i] ?? columnName(i)}${line}`;
    const style = cellStyle(layout.bold, layout.formats[i]);
    const attributes = style ? `r="${ref}" s="${style}"` : `r="${ref}"`;
    xml +=
      typeof value === 'number' && Number.isFinite(value)
        ? `<c ${attributes}><v>${value}</v></c>`
        : `<c ${attributes} t="str"><v>${escapeXml(inertText(String(value)))}</v></c>`;
  }
  return `${xml}</row>`;
}

/**
 * Characters of sheet XML handed on at once. Kept well under V8's large-object size (128 KB): larger
 * strings and their buffers live in the old generation until a full collection, and a batch-sized piece
 * at a time added up to 100 MB of garbage before one came.
 */
const CHUNK = 16_384;

const FROZEN_HEADER_VIEW =
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>';

async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  const body: RowLayout = {
    letters: sheet.columns.map((_, i) => columnName(i)),
    formats: sheet.columns.map((c) => c.format),
    bold: false,
  };
  const emphasis = { ...body, bold: true };
  const cols = sheet.columns
    .map((c, i) => {
      const style = cellStyle(false, c.format);
      return `<col min="${i + 1}" max="${i + 1}" width="${c.width}"${style ? ` style="${style}"` : ''} customWidth="1"/>`;
    })
    .join('');
  const header = rowXml(
    1,
    sheet.columns.map((c) => c.header),
    sheet.frozenHeader ? emphasis : body,
  );
  const views = sheet.frozenHeader ? FROZEN_HEADER_VIEW : '';
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${views}<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${header}`;
  let line = 1;
  for await (const rows of sheet.batches) {
    let xml = '';
    for (const row of rows) {
      xml += rowXml(++line, row, body);
      if (xml.length >= CHUNK) {
        yield xml;
        xml = '';
      }
    }
    if (xml) yield xml;
  }
  if (sheet.totals) yield rowXml(++line, sheet.totals, emphasis);
  yield '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
}

async function writeWorkbook(zip: ZipWriter, sheets: readonly XlsxSheet[]): Promise<void> {
  const names = sheets.map((s) => s.name);
  checkSheetNames(names);
  await zip.add('[Content_Types].xml', contentTypesXml(sheets.length));
  await zip.add('_rels/.rels', ROOT_RELS);
  await zip.add('xl/workbook.xml', workbookXml(names));
  await zip.add('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length));
  await zip.add('xl/styles.xml', STYLES);
  for (const [i, sheet] of sheets.entries()) await zip.add(sheetPath(i), sheetXml(sheet));
  await zip.close();
}

/** Writes the sheets to `file`; on failure the partial file is removed and the error passed on. */
export async function writeXlsx(file: string, ...sheets: XlsxSheet[]): Promise<void> {
  const zip = await ZipWriter.create(file);
  try {
    await writeWorkbook(zip, sheets);
  } catch (err) {
    await zip.abort();
    await fsp.rm(file, { force: true });
    throw err;
  }
}

/** The sheets as XLSX bytes, for a workbook small enough to send at once. */
export async function xlsxBytes(...sheets: XlsxSheet[]): Promise<Buffer> {
  const { zip, bytes } = ZipWriter.inMemory();
  await writeWorkbook(zip, sheets);
  return bytes();
}
