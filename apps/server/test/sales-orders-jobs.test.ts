import { ORDER_STATES as S } from '@bo/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue.js';
import { JobWorker } from '../src/jobs/worker.js';
import { ORDER_SWEEP_JOB } from '../src/modules/sales/orders/sweep.js';
import { useTestApp } from './app-fixture.js';
import { generalGood, seedCatalog } from './catalog-factories.js';
import { call, waitFor } from './helpers.js';
import { ADDRESS, memberWithToken, shop } from './shop-helpers.js';

describe('order jobs through the real queue worker', () => {
  const t = useTestApp();
  let worker: JobWorker;
  let goodId: number;
  let member: { id: number; token: string };

  const place = async () =>
    (
      await shop(t.app, 'POST', 'order', {
        token: member.token,
        body: { lines: [{ good_id: goodId, number: 1 }], address: ADDRESS },
      })
    ).json().message as { id: number; identification: string; total: number };

  beforeAll(async () => {
    const { categoryId } = await seedCatalog(t.app);
    goodId = (
      await call(t.app, 'POST', 'good', {
        token: t.token,
        body: generalGood(categoryId, { name: 'Export mug' }),
      })
    ).json().message.id;
    member = await memberWithToken(t.app, 'jobs');
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('the sweep job expires an unpaid order past its time and gives the stock back', async () => {
    const order = await place();
    await t.app.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    await enqueueJob(t.app.db, { type: ORDER_SWEEP_JOB });
    const state = await waitFor(
      async () =>
        (await call(t.app, 'GET', `indent/${order.id}`, { token: t.token })).json().message.state as number,
      (s) => s === S.expired,
    );
    expect(state).toBe(S.expired);
    expect((await call(t.app, 'GET', `good/${goodId}`, { token: t.token })).json().message.inventory).toBe(
      50,
    );
    // The sweep keeps one next run queued.
    const queued = await t.app.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', ORDER_SWEEP_JOB)
      .where('state', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
  });

  it('exports the filtered orders as XLSX for the admin who asked', async () => {
    const order = await place();
    const started = await call(t.app, 'POST', 'indent/export/all', {
      token: t.token,
      lang: 'en',
      body: { keyword: order.identification },
    });
    const jobId = started.json().message.job_id as number;
    const job = await waitFor(
      async () => (await call(t.app, 'GET', `job/${jobId}`, { token: t.token, lang: 'en' })).json().message,
      (j: { state: string }) => j.state === 'done' || j.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'done', message: 'Export finished: 1 row', result: { rows: 1 } });
    const file = await call(t.app, 'GET', `indent/export/file/${jobId}`, { token: t.token });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}T\d{6}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Order number');
    expect(sheet?.getRow(2).getCell(2).value).toBe(order.identification);
    expect(sheet?.getRow(2).getCell(4).value).toBe('jobs');
    expect(sheet?.getRow(2).getCell(5).value).toBe('Export mug × 1');
    expect(sheet?.getRow(2).getCell(3).value).toBe('waiting for payment');
    // The order's total: a number in yuan with the currency format, so a spreadsheet sums it.
    expect(sheet?.getRow(1).getCell(8).value).toBe('Total');
    expect(sheet?.getRow(2).getCell(8).value).toBe(order.total / 100);
    expect(sheet?.getRow(2).getCell(8).numFmt).toBe('"¥"#,##0.00;-"¥"#,##0.00');
  });
});
