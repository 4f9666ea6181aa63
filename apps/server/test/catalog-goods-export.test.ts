import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/worker.js';
import { seedCatalog } from './catalog-factories.js';
import { call, createTestApp, type TestApp, tokenFor, waitFor } from './helpers.js';
import { goodValues } from './stat-factories.js';

const GOODS = 2345;

describe('goods export of many rows', () => {
  let t: TestApp;
  let token: string;
  let worker: JobWorker;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-goods-export-'));

  beforeAll(async () => {
    // A SQLite file, not memory: exports read a file through a connection of their own.
    t = await createTestApp({ dataDir: dir, sqliteFile: path.join(dir, 'app.db') });
    token = await tokenFor(t.app);
    const { categoryId } = await seedCatalog(t.app);
    for (let start = 0; start < GOODS; start += 500) {
      await t.app.db
        .insertInto('goods')
        .values(
          Array.from({ length: Math.min(500, GOODS - start) }, (_, k) => {
            const i = start + k;
            // Few distinct prices: the export's pages break inside runs of equal prices.
            const price = 100 * (1 + (i % 7));
            return goodValues(`Bulk ${String(i).padStart(4, '0')}`, {
              category_id: categoryId,
              price,
              price_min: price,
              price_max: price,
            });
          }),
        )
        .execute();
    }
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes every row once, in the asked order across its batches', async () => {
    const started = await call(t.app, 'POST', 'good/export/all', {
      token,
      lang: 'en',
      body: { keyword: 'Bulk', sort: '-price' },
    });
    const jobId = started.json().message.job_id as number;
    const job = await waitFor(
      async () => (await call(t.app, 'GET', `job/${jobId}`, { token, lang: 'en' })).json().message,
      (j: { state: string }) => j.state === 'done' || j.state === 'failed',
      20_000,
    );
    expect(job).toMatchObject({ state: 'done', progress: 100, message: `Export finished: ${GOODS} rows` });

    const file = await call(t.app, 'GET', `good/export/file/${jobId}`, { token });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(GOODS + 1);
    const rows: { id: number; price: number }[] = [];
    sheet?.eachRow((row, line) => {
      if (line > 1) rows.push({ id: row.getCell(1).value as number, price: Number(row.getCell(7).value) });
    });
    const expected = [...rows].sort((a, b) => b.price - a.price || b.id - a.id);
    expect(rows).toEqual(expected);
    expect(new Set(rows.map((r) => r.id)).size).toBe(GOODS);
    expect(rows[0]?.price).toBe(7);
    expect(rows.at(-1)?.price).toBe(1);
  });
});
