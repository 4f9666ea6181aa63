import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/worker.js';
import { useTestApp } from './app-fixture.js';
import { type CatalogFixture, generalGood, seedCatalog } from './catalog-factories.js';
import { call, createAdminWith, waitFor } from './helpers.js';

describe('goods jobs through the real queue worker', () => {
  const t = useTestApp();
  let c: CatalogFixture;
  let worker: JobWorker;

  beforeAll(async () => {
    c = await seedCatalog(t.app);
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('puts timed goods on sale at their time', async () => {
    const timing = new Date(Date.now() + 1200).toISOString();
    const res = await call(t.app, 'POST', 'good', {
      token: t.token,
      body: generalGood(c.categoryId, { name: 'Timed', is_show: 2, timing }),
    });
    const id = res.json().message.id as number;
    expect((await call(t.app, 'GET', `good/${id}`, { token: t.token })).json().message.is_show).toBe(2);
    const shown = await waitFor(
      async () =>
        (await call(t.app, 'GET', `good/${id}`, { token: t.token })).json().message.is_show as number,
      (v) => v === 1,
    );
    expect(shown).toBe(1);
  });

  it('exports the filtered list as XLSX with progress, then serves the file to its owner only', async () => {
    for (let i = 0; i < 25; i++) {
      const body = generalGood(c.categoryId, {
        name: `Export ${String(i).padStart(2, '0')}`,
        price: 100 + i,
        inventory: i,
      });
      expect((await call(t.app, 'POST', 'good', { token: t.token, body })).statusCode).toBe(200);
    }
    const started = await call(t.app, 'POST', 'good/export/all', {
      token: t.token,
      lang: 'en',
      body: { keyword: 'Export', activeIndex: 5, sort: 'price' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const jobId = started.json().message.job_id as number;
    const job = await waitFor(
      async () => (await call(t.app, 'GET', `job/${jobId}`, { token: t.token, lang: 'en' })).json().message,
      (j: { state: string }) => j.state === 'done' || j.state === 'failed',
    );
    // Sold-out tab: only "Export 00" has no inventory.
    expect(job).toMatchObject({
      state: 'done',
      progress: 100,
      message: 'Export finished: 1 row',
      result: { rows: 1 },
    });

    const all = await call(t.app, 'POST', 'good/export/all', {
      token: t.token,
      body: { keyword: 'Export', sort: '-price' },
    });
    const allId = all.json().message.job_id as number;
    const finished = await waitFor(
      async () => (await call(t.app, 'GET', `job/${allId}`, { token: t.token })).json().message,
      (j: { state: string; result: { rows: number } }) => j.state === 'done' || j.state === 'failed',
    );
    expect(finished.result.rows).toBe(25);
    const file = await call(t.app, 'GET', `good/export/file/${allId}`, { token: t.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="goods-\d{8}T\d{6}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(26);
    expect(sheet?.getRow(1).getCell(2).value).toBe('名称');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Export 24');
    // Prices are numbers in yuan with the currency format, so a spreadsheet sums them.
    expect(sheet?.getRow(1).getCell(7).value).toBe('最低价');
    expect(sheet?.getRow(2).getCell(7).value).toBe(1.24);
    expect(sheet?.getRow(2).getCell(7).numFmt).toBe('"¥"#,##0.00;-"¥"#,##0.00');
    expect(sheet?.getRow(26).getCell(2).value).toBe('Export 00');

    const other = await createAdminWith(t.app, ['GoodList', 'GoodExport']);
    expect(
      (await call(t.app, 'GET', `good/export/file/${allId}`, { token: other.token })).json().status,
    ).toBe(40400);
    expect((await call(t.app, 'GET', 'good/export/file/999999', { token: t.token })).json().status).toBe(
      40400,
    );
  });
});
