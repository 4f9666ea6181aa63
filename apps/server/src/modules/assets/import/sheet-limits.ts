/**
 * What one import sheet may cost. Every check here is made as the sheet is read, each in constant time,
 * so reading stops at the first thing no real sheet holds. This file is loaded by the parse worker too:
 * it imports nothing (the worker gets the configured row limit in its `workerData`).
 */

/** The last column (XFD) and row a spreadsheet can have. */
export const SHEET_MAX_COLUMN = 16_384;
export const SHEET_MAX_ROW = 1_048_576;
/** The most characters a cell holds in Excel. */
export const CELL_MAX_CHARS = 32_767;
/**
 * Columns read from each row: the template has 13; cells to the right are skipped (a cell at XFD
 * would otherwise make every row an array of 16 384 entries).
 */
export const READ_COLUMNS = 256;

/** How large an import sheet may be once unpacked: 200 000 rows of the template take about 130 MB of XML. */
export const MAX_UNPACKED_MB = 512;
export const MAX_UNPACKED_BYTES = MAX_UNPACKED_MB * 1024 * 1024;
/**
 * How far a sheet may inflate over its packed size (real sheets: 10 to 50 times; deflate reaches
 * 1 000), with a floor for small files: a 2 KB file may not cost half a gigabyte of parsing.
 */
export const MAX_INFLATE_RATIO = 200;
export const MIN_UNPACKED_BUDGET = 16 * 1024 * 1024;

/** The unpacked bytes a packed file of `packedBytes` may inflate to. */
export function unpackedBudget(packedBytes: number): number {
  return Math.min(MAX_UNPACKED_BYTES, Math.max(MIN_UNPACKED_BUDGET, packedBytes * MAX_INFLATE_RATIO));
}

/** What the configuration decides, passed to the parse worker. */
export interface SheetLimits {
  /** Data rows (the header excluded). */
  maxRows: number;
  /** Unpacked bytes of all entries read together. */
  unpackedBytes: number;
}

/** What no sheet can exceed, whatever the configuration. */
export const SHEET_OUTER_LIMITS: SheetLimits = {
  maxRows: SHEET_MAX_ROW - 1,
  unpackedBytes: MAX_UNPACKED_BYTES,
};

/** Distinct shared texts: one per cell of the most rows, at most. */
export const maxSharedStrings = (limits: SheetLimits) => (limits.maxRows + 1) * 16;

const CELL_REF = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/;

/**
 * `B12` → { column: 1, row: 12 } (the column zero-based); null for anything that is not a reference
 * inside A1:XFD1048576. At most ten characters are looked at.
 */
export function parseCellRef(ref: string): { column: number; row: number } | null {
  if (ref.length > 10) return null;
  const m = CELL_REF.exec(ref);
  if (!m?.[1] || !m[2]) return null;
  let column = 0;
  for (let i = 0; i < m[1].length; i++) column = column * 26 + (m[1].charCodeAt(i) - 64);
  const row = Number(m[2]);
  if (column > SHEET_MAX_COLUMN || row > SHEET_MAX_ROW) return null;
  return { column: column - 1, row };
}

/** `A1:M101` (or one cell) → its last row; null when it is not a range inside A1:XFD1048576. */
export function lastRowOfRange(ref: string): number | null {
  if (ref.length > 21) return null;
  const [from, to, extra] = ref.split(':');
  if (extra !== undefined || !from) return null;
  const a = parseCellRef(from);
  const b = parseCellRef(to ?? from);
  return a && b ? Math.max(a.row, b.row) : null;
}
