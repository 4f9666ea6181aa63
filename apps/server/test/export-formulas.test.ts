import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/worker.js';
import { inertText } from '../src/lib/inert-cells.js';
import { writeXlsx, xlsxBytes } from '../src/lib/xlsx-writer.js';
import { seedCatalog } from './catalog-factories.js';
import { call, createTestApp, type TestApp, tokenFor, waitFor } from './helpers.js';
import { goodValues } from './stat-factories.js';

/** Text a spreadsheet program would run as a formula once the cell is edited (or at once). */
const FORMULAS = [
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\tx',
  '\r=1+1',
  '\n=1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  // Blanks and invisible characters before the sign: trimmed by some programs, unseen by a reader.
  ' =1',
  '\u00a0=1+1',
  '\u200b=1+1',
  '\ufeff+1',
  '\u200e@SUM(A1)',
  '\u3000－1',
];
/**
 * Formulas behind characters no workbook can hold (the writers drop them): judged, and written, without
 * them. Each pair: the stored text, the cell that must come out.
 */
const HIDDEN: [string, string][] = [
  ['\u0001=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
  ['\u000b+1+1', "'+1+1"],
  ['\u001f@SUM(A1)', "'@SUM(A1)"],
  ['\u007f-1+1', "'-1+1"],
  ['\u0000\u0008=1', "'=1"],
  ['\ufffe=1', "'=1"],
  ['\uffff\u0002\u200b+1', "'\u200b+1"],
  ['\ud800=1', "'=1"],
  ['\udc00=1', "'=1"],
];
/** The ones a database stores as they are (a NUL or a lone surrogate half never gets that far). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character looked for.
const HIDDEN_STORED = HIDDEN.filter(([text]) => !/[\u0000\ud800-\udfff]/.test(text));
const PLAIN = ['Mug', 'a=b', '1-2', 'x =1', '\u0001Mug', '😀=1'];
const PLAIN_OUT = ['Mug', 'a=b', '1-2', 'x =1', 'Mug', '😀=1'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-formulas-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function readBook(bytes: Buffer | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as ArrayBuffer);
  return book;
}

/** Every cell value of a sheet, row by row (header included). */
function valuesOf(sheet: ExcelJS.Worksheet | undefined): unknown[] {
  const values: unknown[] = [];
  sheet?.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
  return values;
}

describe('exported cells never carry formulas', () => {
  it('puts an apostrophe before text that starts like a formula, and nothing else', () => {
    for (const text of FORMULAS) expect(inertText(text)).toBe(`'${text}`);
    PLAIN.forEach((text, i) => {
      expect(inertText(text)).toBe(PLAIN_OUT[i]);
    });
    for (const [text, cell] of HIDDEN) expect(inertText(text)).toBe(cell);
  });

  it('the streaming writer makes every text cell inert and keeps numbers (negative ones too) numbers', async () => {
    const file = path.join(dir, 'stream.xlsx');
    async function* batches() {
      yield [...FORMULAS, ...PLAIN, ...HIDDEN.map(([text]) => text)].map((text, i) => [i, text, -5 - i, 2.5]);
    }
    await writeXlsx(file, {
      name: 'cells',
      columns: [
        { header: '=header', width: 10 },
        { header: 'Text', width: 30 },
        { header: 'Negative', width: 10 },
        { header: 'Decimal', width: 10 },
      ],
      batches: batches(),
    });
    const sheet = (await readBook(fs.readFileSync(file))).worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe("'=header");
    FORMULAS.forEach((text, i) => {
      expect(sheet.getRow(i + 2).getCell(2).value).toBe(`'${text.replace(/\r\n?/g, '\n')}`);
    });
    PLAIN_OUT.forEach((text, i) => {
      expect(sheet.getRow(FORMULAS.length + i + 2).getCell(2).value).toBe(text);
    });
    HIDDEN.forEach(([, cell], i) => {
      expect(sheet.getRow(FORMULAS.length + PLAIN.length + i + 2).getCell(2).value).toBe(cell);
    });
    expect(sheet.getCell('C2').value).toBe(-5);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('D2').value).toBe(2.5);
    // No cell is a formula at all.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('a workbook built in memory goes out through the same rule, on every sheet and in its totals', async () => {
    const column = { header: 'Value', width: 10 };
    const read = await readBook(
      await xlsxBytes(
        {
          name: 'one',
          columns: [column, column],
          batches: [
            [
              ['=1+1', -3],
              ['ok', 4],
            ],
          ],
          totals: ['+SUM(B2:B3)', 1],
        },
        { name: 'two', columns: [{ header: '@cmd', width: 10 }], batches: [] },
        {
          name: 'three',
          columns: [column],
          batches: [[...HIDDEN.map(([text]) => [text]), ['\u200b=1'], ['\u00a0+1']]],
        },
      ),
    );
    expect(valuesOf(read.worksheets[0])).toEqual(['Value', 'Value', "'=1+1", -3, 'ok', 4, "'+SUM(B2:B3)", 1]);
    expect(valuesOf(read.worksheets[1])).toEqual(["'@cmd"]);
    expect(valuesOf(read.worksheets[2])).toEqual([
      'Value',
      ...HIDDEN.map(([, cell]) => cell),
      "'\u200b=1",
      "'\u00a0+1",
    ]);
    for (const sheet of read.worksheets) {
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    }
  });

  it('no runtime code writes a workbook any other way (ExcelJS is only for reading sheets back in tests)', () => {
    const src = path.join(import.meta.dirname, '../src');
    const writers = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .filter((f) =>
        /from 'exceljs'|xlsx\.write(Buffer|File)|\.csv\b/.test(fs.readFileSync(path.join(src, f), 'utf8')),
      );
    expect(writers).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).not.toContain('exceljs');
  });
});

describe('exports through the API', () => {
  let t: TestApp;
  let token: string;
  let worker: JobWorker;

  beforeAll(async () => {
    // A SQLite file, not memory: exports read a file through a connection of their own.
    t = await createTestApp({ dataDir: dir, sqliteFile: path.join(dir, 'app.db') });
    token = await tokenFor(t.app);
    const { categoryId } = await seedCatalog(t.app);
    // Stored as they are (an import or an older version may have let them in), then exported.
    await t.app.db
      .insertInto('goods')
      .values(
        [...FORMULAS, ...HIDDEN_STORED.map(([name]) => name)].map((name, i) =>
          goodValues(name, { category_id: categoryId, number: `F-${i}` }),
        ),
      )
      .execute();
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('the goods export shows formula-like names as text (apostrophe first)', async () => {
    const started = await call(t.app, 'POST', 'good/export/all', { token, body: {} });
    expect(started.statusCode, started.body).toBe(200);
    const jobId = started.json().message.job_id as number;
    await waitFor(
      async () => (await call(t.app, 'GET', `job/${jobId}`, { token })).json().message,
      (j: { state: string }) => j.state === 'done' || j.state === 'failed',
      20_000,
    );
    const file = await call(t.app, 'GET', `good/export/file/${jobId}`, { token });
    expect(file.statusCode).toBe(200);
    const sheet = (await readBook(file.rawPayload)).worksheets[0]!;
    const names: unknown[] = [];
    const ids: unknown[] = [];
    sheet.eachRow((row, line) => {
      if (line === 1) return;
      ids.push(row.getCell(1).value);
      names.push(row.getCell(2).value);
    });
    expect(names.sort()).toEqual(
      [
        ...FORMULAS.map((n) => `'${n.replace(/\r\n?/g, '\n')}`),
        ...HIDDEN_STORED.map(([, cell]) => cell),
      ].sort(),
    );
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
  });

  it('the import template lists a formula-like class name as text', async () => {
    const row = await t.app.db.selectFrom('base_data').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('base_data')
      .set({ name: '=HYPERLINK("http://x","y")' })
      .where('id', '=', row.id)
      .execute();
    const response = await call(t.app, 'GET', 'assstmall/template', { token });
    expect(response.statusCode).toBe(200);
    const book = await readBook(response.rawPayload);
    expect(valuesOf(book.worksheets[1])).toContain('\'=HYPERLINK("http://x","y")');
  });
});
