import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxValue, xlsxBytes } from '../src/lib/xlsx-writer.js';
import { crc32Js } from '../src/lib/zip-writer.js';
import { readSheet, type SheetRow } from '../src/modules/assets/import/read-sheet.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-xlsx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const columns = [
  { header: 'ID', width: 10 },
  { header: '名称', width: 40 },
  { header: 'Note', width: 20 },
];

async function* batchesOf(...batches: XlsxValue[][][]) {
  yield* batches;
}

describe('streaming XLSX writer', () => {
  it('writes numbers as numbers, anything else as text, and leaves null cells empty', async () => {
    const file = path.join(dir, 'cells.xlsx');
    await writeXlsx(file, {
      name: 'goods',
      columns,
      batches: batchesOf(
        [
          [1, 'a & b <c> "d"', null],
          [2.5, '中文\u0001\u0008 text', '1.50'],
        ],
        [[3, undefined, 'x']],
      ),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('goods');
    expect(sheet?.getColumn(2).width).toBe(40);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ID', '名称', 'Note']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 'a & b <c> "d"']);
    // Characters XML cannot hold are dropped, as ExcelJS did.
    expect(sheet?.getRow(3).values).toEqual([undefined, 2.5, '中文 text', '1.50']);
    expect(sheet?.getRow(4).values).toEqual([undefined, 3, undefined, 'x']);
    expect(sheet?.rowCount).toBe(4);
  });

  it('writes each batch to the file before taking the next, and every row arrives in order', async () => {
    const file = path.join(dir, 'many.xlsx');
    const sizes: number[] = [];
    async function* batches() {
      for (let b = 0; b < 30; b++) {
        sizes.push(fs.statSync(file).size);
        yield Array.from({ length: 1000 }, (_, i) => {
          const n = b * 1000 + i;
          return [n, `Row ${n} ${randomBytes(12).toString('base64')}`, n % 3 ? '' : null];
        });
      }
    }
    await writeXlsx(file, { name: 'rows', columns, batches: batches() });
    // A writer that held rows until the end would leave the file empty while they are produced.
    expect(sizes[10]).toBeGreaterThan(sizes[1] ?? 0);
    expect(sizes[29]).toBeGreaterThan((sizes[10] ?? 0) + 100_000);

    let count = 0;
    let last: SheetRow | null = null;
    for await (const row of readSheet(file)) {
      if (count > 0 && row.cells[0] !== count - 1) throw new Error(`line ${row.line} out of order`);
      count++;
      last = row;
    }
    expect(count).toBe(30_001);
    expect(last?.line).toBe(30_001);
    expect(last?.cells[0]).toBe(29_999);
    expect(last?.cells[1]).toMatch(/^Row 29999 /);
  });

  it('removes the partial file when the rows fail', async () => {
    const file = path.join(dir, 'failed.xlsx');
    async function* failing() {
      yield [[1, 'one', null]];
      throw new Error('database went away');
    }
    await expect(writeXlsx(file, { name: 'x', columns, batches: failing() })).rejects.toThrow(
      'database went away',
    );
    expect(fs.existsSync(file)).toBe(false);
  });

  it('writes several sheets in memory, with number formats, a frozen bold header and a bold totals row', async () => {
    const bytes = await xlsxBytes(
      {
        name: 'Pay',
        columns: [
          { header: 'Date', width: 18 },
          { header: 'Paid', width: 16, format: '0.00' },
        ],
        batches: [[['2024-01-01', 19.5]], [['2024-01-02', 0.01]]],
        frozenHeader: true,
        totals: ['Total', 19.51],
      },
      { name: 'Codes & <names>', columns: [{ header: 'Code', width: 12 }], batches: [[['A1']]] },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Pay', 'Codes & <names>']);
    const [pay, codes] = book.worksheets;
    expect(pay?.getSheetValues().slice(1)).toEqual([
      [undefined, 'Date', 'Paid'],
      [undefined, '2024-01-01', 19.5],
      [undefined, '2024-01-02', 0.01],
      [undefined, 'Total', 19.51],
    ]);
    expect(pay?.views).toMatchObject([{ state: 'frozen', ySplit: 1, topLeftCell: 'A2' }]);
    expect(pay?.getColumn(1).width).toBe(18);
    expect(pay?.getColumn(2).width).toBe(16);
    // The format is the column's: its cells, and a number typed below the rows later.
    expect(pay?.getCell('B2').numFmt).toBe('0.00');
    expect(pay?.getColumn(2).numFmt).toBe('0.00');
    expect(pay?.getCell('A2').numFmt).toBeUndefined();
    const bold = (ref: string) => pay?.getCell(ref).font?.bold ?? false;
    expect([bold('A1'), bold('B1'), bold('A2'), bold('B3'), bold('A4'), bold('B4')]).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(pay?.getCell('B4').numFmt).toBe('0.00');
    // Without a frozen header: a plain header row and no pane.
    expect(codes?.views?.[0]?.state).not.toBe('frozen');
    expect(codes?.getCell('A1').font?.bold ?? false).toBe(false);
    expect(codes?.getSheetValues().slice(1)).toEqual([
      [undefined, 'Code'],
      [undefined, 'A1'],
    ]);
  });

  it('refuses sheet names Excel would not open, before writing a file', async () => {
    const sheet = (name: string) => ({ name, columns, batches: [] });
    for (const names of [[], [''], ['a'.repeat(32)], ['a/b'], ['[x]'], ['Sheet', 'SHEET']]) {
      await expect(xlsxBytes(...names.map(sheet))).rejects.toThrow(/sheet/);
    }
    const file = path.join(dir, 'refused.xlsx');
    await expect(writeXlsx(file, sheet('a:b'))).rejects.toThrow('unfit sheet name');
    expect(fs.existsSync(file)).toBe(false);
    expect((await xlsxBytes(sheet('a'.repeat(31)), sheet('资产'))).length).toBeGreaterThan(0);
  });

  it('computes the zip CRC-32 in JavaScript as zlib does (for Node before 20.15)', () => {
    const data = randomBytes(100_000);
    expect(crc32Js(data)).toBe(zlib.crc32(data));
    expect(crc32Js(data.subarray(50_000), crc32Js(data.subarray(0, 50_000)))).toBe(zlib.crc32(data));
    expect(crc32Js(Buffer.alloc(0))).toBe(0);
  });
});
