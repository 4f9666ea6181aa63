import fsp from 'node:fs/promises';
import { inertText, XML_UNFIT } from './inert-cells.js';
import { ZipWriter } from './zip-writer.js';

/**
 * Writes a one-sheet XLSX workbook whose rows arrive in batches, straight into a streaming zip: only the
 * batch being written is in memory, and the next one is asked for when the file has taken this one.
 * (ExcelJS's streaming writer queues every row it is given until the event loop turns, which a
 * synchronous database never lets it do, so its memory grew with the rows.) Cells are written as
 * ExcelJS wrote them: numbers as numbers, anything else as text (made inert: see inertText), null and
 * undefined left empty.
 */

export type XlsxValue = string | number | null | undefined;

export interface XlsxSheet {
  /** The sheet's name (at most 31 characters, none of `[]:*?/\`). */
  name: string;
  columns: { header: string; width: number }[];
  /** The rows below the header, batch by batch, each row's cells in column order. */
  batches: AsyncIterable<XlsxValue[][]>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (name: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId2"/></sheets></workbook>`;

const MARKUP = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text as XML character data: characters XML cannot hold dropped, markup escaped. Cell text has lost
 * the unfit characters already (in inertText, before it judged the first character).
 */
export function escapeXml(text: string): string {
  return text.replace(XML_UNFIT, '').replace(MARKUP, (ch) => ENTITIES[ch] ?? '');
}

/** 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function rowXml(line: number, cells: readonly XlsxValue[], letters: string[]): string {
  let xml = `<row r="${line}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const ref = `${letters[i] ?? columnName(i)}${line}`;
    xml +=
      typeof value === 'number' && Number.isFinite(value)
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="str"><v>${escapeXml(inertText(String(value)))}</v></c>`;
  }
  return `${xml}</row>`;
}

/**
 * Characters of sheet XML handed on at once. Kept well under V8's large-object size (128 KB): larger
 * strings and their buffers live in the old generation until a full collection, and a batch-sized piece
 * at a time added up to 100 MB of garbage before one came.
 */
const CHUNK = 16_384;

async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  const letters = sheet.columns.map((_, i) => columnName(i));
  const cols = sheet.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = rowXml(
    1,
    sheet.columns.map((c) => c.header),
    letters,
  );
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${header}`;
  let line = 1;
  for await (const rows of sheet.batches) {
    let xml = '';
    for (const row of rows) {
      xml += rowXml(++line, row, letters);
      if (xml.length >= CHUNK) {
        yield xml;
        xml = '';
      }
    }
    if (xml) yield xml;
  }
  yield '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
}

/** Writes `sheet` to `file`; on failure the partial file is removed and the error passed on. */
export async function writeXlsx(file: string, sheet: XlsxSheet): Promise<void> {
  const zip = await ZipWriter.create(file);
  try {
    await zip.add('[Content_Types].xml', CONTENT_TYPES);
    await zip.add('_rels/.rels', ROOT_RELS);
    await zip.add('xl/workbook.xml', workbookXml(sheet.name));
    await zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.add('xl/styles.xml', STYLES);
    await zip.add('xl/worksheets/sheet1.xml', sheetXml(sheet));
    await zip.close();
  } catch (err) {
    await zip.abort();
    await fsp.rm(file, { force: true });
    throw err;
  }
}
