import type ExcelJS from 'exceljs';

/**
 * First characters that make a spreadsheet program read a cell as a formula (or as the start of one
 * once someone edits the cell): `= + - @`, a tab, a line break, and their full-width forms, which some
 * input methods and locales treat the same way. An exported name `=HYPERLINK("http://evil","x")` must
 * stay a name.
 */
const FORMULA_START = /^[=+\-@\t\r\n＝＋－＠]/;

/**
 * Text for a spreadsheet cell that stays text even after editing: an apostrophe before a formula-like
 * start, as the exchange of spreadsheets (and OWASP's advice on formula injection) expects. Numbers are
 * not text and never pass through here: they stay numbers, negative ones included.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * An ExcelJS workbook as XLSX bytes, every text cell of every sheet made inert first: the one way out
 * for workbooks built in memory (the streaming writer applies the same rule to each cell it writes).
 */
export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = inertText(cell.value);
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
