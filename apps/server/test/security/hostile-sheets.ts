import { bombEntry, textEntry, xlsxWith } from './fuzz-zip.js';

/**
 * Small hostile import sheets (a few KB each), with what a client reads back for each in English. Each
 * costs the reader nothing once refused at its first offending element; unrefused, each cost seconds
 * of the server's only thread and hundreds of MB.
 */
const sheet = (body: string, head = '') =>
  xlsxWith(
    textEntry('xl/worksheets/sheet1.xml', `<worksheet>${head}<sheetData>${body}</sheetData></worksheet>`),
  );

const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>';

/**
 * Every row one cell in the last column (2 KB packed): a reader that fills each row up to its last cell
 * holds 16 384 cells a row. Within every limit, so it is taken, and must cost what its rows cost.
 */
export const xfdRows = (rows: number) => sheet(HEADER + '<row><c r="XFD1"><v>1</v></c></row>'.repeat(rows));

export const HOSTILE_SHEETS: { name: string; file: () => Buffer; message: RegExp }[] = [
  {
    name: 'a cell at XFD in each of 250 000 rows',
    file: () => xfdRows(250_000),
    message: /^At most 200000 rows can be imported at once; the sheet has 200001$/,
  },
  {
    name: 'a cell past XFD1048576',
    file: () => sheet(`${HEADER}<row r="2"><c r="XFE1048577"><v>1</v></c></row>`),
    message: /^The sheet names a cell or size “XFE1048577” beyond the last cell/,
  },
  {
    name: 'a row numbered 1048577',
    file: () => sheet(`${HEADER}<row r="1048577"><c><v>1</v></c></row>`),
    message: /^The sheet names a cell or size “row 1048577” beyond the last cell/,
  },
  {
    name: 'a row numbered 1048576',
    file: () => sheet(`${HEADER}<row r="1048576"><c r="A1048576"><v>1</v></c></row>`),
    message: /^At most \d+ rows can be imported at once; the sheet has 1048575$/,
  },
  {
    name: 'a declared dimension of the whole sheet',
    file: () => sheet(HEADER, '<dimension ref="A1:XFD1048576"/>'),
    message: /^At most \d+ rows can be imported at once; the sheet has 1048575$/,
  },
  {
    name: 'cells without references, 20 000 in one row',
    file: () => sheet(`${HEADER}<row r="2">${'<c><v>1</v></c>'.repeat(20_000)}</row>`),
    message: /^The sheet names a cell or size “#16385” beyond the last cell/,
  },
  {
    name: 'a shared text of 40 000 characters',
    file: () =>
      xlsxWith(
        textEntry('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${HEADER}</sheetData></worksheet>`),
        textEntry('xl/sharedStrings.xml', `<sst><si><t>${'A'.repeat(40_000)}</t></si></sst>`),
      ),
    message: /^A text of the sheet \(#1\) is longer than a cell can hold \(32767 characters\)$/,
  },
  {
    name: 'a cell of 40 000 characters',
    file: () =>
      sheet(`${HEADER}<row r="2"><c r="B2" t="inlineStr"><is><t>${'A'.repeat(40_000)}</t></is></c></row>`),
    message: /^A text of the sheet \(B2\) is longer than a cell can hold \(32767 characters\)$/,
  },
  {
    name: 'a zip bomb (600 MB declared and deflated into 600 KB)',
    file: () => xlsxWith(bombEntry('xl/worksheets/sheet1.xml', 600)),
    message: /^The sheet unpacks to more than \d+ MB; split it and import the parts$/,
  },
  {
    name: 'a sheet that declares 1 KB and inflates to 50 MB',
    file: () => xlsxWith({ ...bombEntry('xl/worksheets/sheet1.xml', 50, '<'), size: 1024 }),
    message: /^The file is not a valid Excel \(.xlsx\) sheet$/,
  },
];
