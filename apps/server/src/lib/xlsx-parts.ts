import { XML_UNFIT } from './inert-cells.js';

/**
 * The fixed parts of an XLSX package around its sheets: content types, relationships, the workbook's
 * list of sheets and the cell styles the writer uses.
 */

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const MARKUP = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text as XML character data: characters XML cannot hold dropped, markup escaped. Cell text has lost
 * the unfit characters already (in inertText, before it judged the first character).
 */
export function escapeXml(text: string): string {
  return text.replace(XML_UNFIT, '').replace(MARKUP, (ch) => ENTITIES[ch] ?? '');
}

/** The package path of sheet `index` (from 0). */
export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

export const contentTypesXml = (sheets: number) =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>${Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/${sheetPath(i)}" ContentType="${CONTENT_TYPE}.worksheet+xml"/>`,
  ).join('')}<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/></Types>`;

export const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** rId1 is the styles; sheet `i` is rId`i + 2`. */
export const workbookRelsXml = (sheets: number) =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/>${Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 2}" Type="${REL_NS}/worksheet" Target="${sheetPath(i).slice('xl/'.length)}"/>`,
  ).join('')}</Relationships>`;

export const workbookXml = (names: readonly string[]) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${names
    .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 2}"/>`)
    .join('')}</sheets></workbook>`;

/**
 * Number formats a column may ask for: a built-in one by its id, or one of ours (ids from 164) with its
 * code. Money is yuan with thousands and two decimals; dates and times are spreadsheet serial days.
 */
const FORMATS = [
  { name: '0.00', id: 2 },
  { name: 'money', id: 164, code: '"¥"#,##0.00;-"¥"#,##0.00' },
  { name: 'datetime', id: 165, code: 'yyyy-mm-dd hh:mm:ss' },
  { name: 'date', id: 166, code: 'yyyy-mm-dd' },
] as const;
export type NumberFormat = (typeof FORMATS)[number]['name'];

const NUM_FMTS = FORMATS.flatMap((f) =>
  'code' in f ? [`<numFmt numFmtId="${f.id}" formatCode="${escapeXml(f.code)}"/>`] : [],
);
const xf = (id: number, bold: boolean) =>
  `<xf numFmtId="${id}" fontId="${bold ? 1 : 0}" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ''}${bold ? ' applyFont="1"' : ''}/>`;
const XFS = [0, ...FORMATS.map((f) => f.id)].flatMap((id) => [xf(id, false), xf(id, true)]);

/**
 * The cell styles, by index: 0 plain, 1 bold, then for each format of FORMATS its plain and bold pair.
 * `cellStyle` picks one.
 */
export const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="${NUM_FMTS.length}">${NUM_FMTS.join('')}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${XFS.length}">${XFS.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The index in STYLES of a cell that is bold or not, in a column with `format` or none. */
export const cellStyle = (bold: boolean, format: NumberFormat | undefined) =>
  (bold ? 1 : 0) + (format ? 2 * (FORMATS.findIndex((f) => f.name === format) + 1) : 0);

/** Excel refuses a workbook whose sheet name is empty, longer than 31, uses one of these or repeats. */
const SHEET_NAME_UNFIT = /[[\]:*?/\\]/;

export function checkSheetNames(names: readonly string[]): void {
  if (!names.length) throw new Error('a workbook needs a sheet');
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (!name || name.length > 31 || SHEET_NAME_UNFIT.test(name) || seen.has(key)) {
      throw new Error(`unfit sheet name ${JSON.stringify(name)}`);
    }
    seen.add(key);
  }
}
