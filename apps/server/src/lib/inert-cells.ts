/**
 * Characters XML 1.0 cannot hold, which no workbook can carry (the XLSX writer drops them): C0
 * controls but tab and line breaks, DEL, lone surrogate halves, U+FFFE and U+FFFF.
 */
export const XML_UNFIT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters matched.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * First characters that make a spreadsheet program read a cell as a formula (or as the start of one
 * once someone edits the cell): `= + - @`, a tab, a line break, and their full-width forms, which some
 * input methods and locales treat the same way. An exported name `=HYPERLINK("http://evil","x")` must
 * stay a name. Looked for after any leading blanks and invisible format characters (spaces, NBSP,
 * zero-width space, byte order mark, direction marks): a program that trims them, or a reader who
 * cannot see them, would meet the sign first.
 */
const FORMULA_START = /^[\p{White_Space}\p{Cf}]*[=+\-@\t\r\n＝＋－＠]/u;

/**
 * Text for a spreadsheet cell that stays text even after editing: the characters no workbook can hold
 * removed first (so the check sees what the file will say), then an apostrophe before a formula-like
 * start, as the exchange of spreadsheets (and OWASP's advice on formula injection) expects. Numbers are
 * not text and never pass through here: they stay numbers, negative ones included.
 */
export function inertText(text: string): string {
  const kept = text.replace(XML_UNFIT, '');
  return FORMULA_START.test(kept) ? `'${kept}` : kept;
}
