import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure } from '../src/jobs/types.js';
import { JobWorker } from '../src/jobs/worker.js';
import { IMPORT_COLUMNS } from '../src/modules/assets/import/columns.js';
import { runImport } from '../src/modules/assets/import/run.js';
import { API_PREFIX } from '../src/plugins/guard.js';
import { useTestApp } from './app-fixture.js';
import { ASSET_APIS, countAssets, createOrganization, createPlace, unitAdmin } from './asset-helpers.js';
import { call, multipart, tokenFor, waitFor } from './helpers.js';

type Row = (string | number | Date | null)[];

describe('asset import: template, dry run, all-or-nothing import', () => {
  const t = useTestApp({}, { signedIn: false });
  let root: string;
  let unit: { token: string };
  let placeCode: string;
  let worker: JobWorker;

  async function template(token = root): Promise<ExcelJS.Workbook> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/assstmall/template`,
      headers: { authorization: `Bearer ${token}`, lang: 'zh' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  async function sheetWith(rows: Row[]): Promise<Buffer> {
    const workbook = await template();
    const sheet = workbook.worksheets[0];
    for (const row of rows) sheet?.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async function runJob(route: string, content: Buffer, token = root, filename = 'assets.xlsx') {
    const { payload, headers } = multipart([{ name: 'file', filename, content }]);
    const started = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${route}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, lang: 'en' },
    });
    const body = started.json();
    if (body.status !== 200) return body;
    return waitFor(
      async () =>
        (await call(t.app, 'GET', `job/${body.message.job_id}`, { token, lang: 'en' })).json().message,
      (job) => job.state === 'done' || job.state === 'failed',
      20_000,
    );
  }

  const count = () => countAssets(t.app);

  beforeAll(async () => {
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
    root = await tokenFor(t.app);
    await createOrganization(t.app, '财政局');
    const own = await createOrganization(t.app, '教育局');
    unit = await unitAdmin(t.app, own, [...ASSET_APIS, 'AssetsImport']);
    const id = await createPlace(t.app, root);
    placeCode = (
      await t.app.db
        .selectFrom('storage_locations')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).code;
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('offers a template with marked required columns and the codes to use', async () => {
    const workbook = await template();
    const header = ((workbook.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['资产名称*', '分类编码*', '品牌']);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['资产', '分类编码', '存放地点编码']);
    expect(workbook.worksheets[1]?.getRow(2).values).toEqual([
      undefined,
      '1',
      '土地、海域及无居民海岛',
      '宗',
    ]);
    // The asset sheet's header stays in view and stands out; every sheet's columns keep their widths.
    const [assets, classes, places] = workbook.worksheets;
    expect(assets?.views).toMatchObject([{ state: 'frozen', ySplit: 1 }]);
    expect(assets?.getCell('A1').font?.bold).toBe(true);
    expect(assets?.rowCount).toBe(1);
    expect(IMPORT_COLUMNS.map((_, i) => assets?.getColumn(i + 1).width)).toEqual(
      IMPORT_COLUMNS.map((c) => c.width),
    );
    expect([1, 2, 3].map((c) => classes?.getColumn(c).width)).toEqual([12, 30, 10]);
    expect([1, 2].map((c) => places?.getColumn(c).width)).toEqual([16, 40]);
    expect(places?.getRow(1).values).toEqual([undefined, '存放地点编码', '名称']);
    expect(places?.getRow(2).values).toEqual([undefined, placeCode, expect.stringMatching(/^Place \d+$/)]);
  });

  it('reports every bad row with its line, column and reason, and writes nothing', async () => {
    const before = await count();
    const sheet = await sheetWith([
      ['Laptop', '301', 'Lenovo', 'X1', '', 2, 8999.5, '2024-03-01', '财政局', '', 'Wang', placeCode, '自有'],
      ['', '999', '', '', '', 0, 'abc', '2024-02-30', 'Nowhere', '', '', 'NO-SUCH', 'mine'],
      ['Desk', '701', '', '', '', 1, 1200, new Date('2099-01-01'), '财政局', '', '', '', ''],
    ]);
    const job = await runJob('assstmall/Assetimport', sheet);
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ total: 3, valid: 1, error_count: 9 });
    expect(job.result.errors).toEqual(
      expect.arrayContaining([
        { line: 3, column: 'Name', message: 'Please enter Name' },
        { line: 3, column: 'Class code', message: 'The asset class does not exist' },
        { line: 3, column: 'Quantity', message: 'Quantity cannot be less than 1' },
        { line: 3, column: 'Purchase date', message: 'Purchase date has a wrong format' },
        { line: 3, column: 'Organization', message: 'The organization does not exist' },
        { line: 3, column: 'Place code', message: 'The place does not exist' },
        {
          line: 3,
          column: 'Original value (yuan)',
          message: 'Original value (yuan) must be a number with at most two decimals',
        },
        { line: 3, column: 'Ownership', message: 'Ownership must be “self” or “public”' },
        { line: 4, column: 'Purchase date', message: 'The purchase date cannot be in the future' },
      ]),
    );
    expect(job.message).toBe('Checked: 3 rows, 9 with errors');
    const failed = await runJob('assstmall/new_Assetimport', sheet);
    expect(failed).toMatchObject({
      state: 'failed',
      message: 'The sheet has 9 errors; nothing was imported. Check and correct it first',
    });
    expect(await count()).toBe(before);
  });

  it('imports every row with codes, classes, places and history, in one go', async () => {
    const before = await count();
    const rows: Row[] = Array.from({ length: 1200 }, (_, i) => [
      `Chair ${i}`,
      '701',
      '',
      '',
      '',
      1,
      '350.00',
      45000 + (i % 100),
      '财政局',
      '',
      'Li',
      i % 2 ? placeCode : '',
      '',
    ]);
    const job = await runJob('assstmall/new_Assetimport', await sheetWith(rows));
    expect(job).toMatchObject({ state: 'done', progress: 100, message: '1200 assets imported' });
    expect(await count()).toBe(before + 1200);
    const list = (
      await call(t.app, 'GET', 'assets/list', { token: root, query: { keyword: 'Chair 0', limit: '200' } })
    ).json().message;
    const chair = list.data.find((r: { name: string }) => r.name === 'Chair 0');
    expect(chair).toMatchObject({
      class_name: '家具',
      unit: '件',
      original_value: 35000,
      purchase_date: '2023-03-15',
      organization_name: '财政局',
      status: 'idle',
    });
    expect(chair.code).toMatch(/^ZC0701-2023-\d{6}$/);
    const history = (await call(t.app, 'GET', `assets/history/${chair.id}`, { token: root })).json().message;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['imported']);
  });

  it('writes nothing when a row far down the sheet is bad, found first or only while importing', async () => {
    const lateId = await createOrganization(t.app, '审计局');
    const row = (i: number, organization: string): Row => [
      `Shelf ${i}`,
      '701',
      '',
      '',
      '',
      1,
      '80.00',
      '2024-01-01',
      organization,
      '',
      '',
      '',
      '',
    ];
    const rows = Array.from({ length: 1400 }, (_, i) => row(i, i < 1300 ? '财政局' : '审计局'));
    const before = await count();

    const bad = [...rows];
    bad[1350] = row(1350, 'Nowhere');
    const failed = await runJob('assstmall/new_Assetimport', await sheetWith(bad));
    expect(failed).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/^The sheet has 1 error/),
    });
    expect(await count()).toBe(before);

    // The import reads the sheet twice, inserting batch by batch in one transaction on the second
    // pass: rows that went bad between the passes undo the batches already inserted.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-import-'));
    const file = path.join(dir, 'sheet.xlsx');
    fs.writeFileSync(file, await sheetWith(rows));
    const admin = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const importing = runImport({
      job: { id: 0, type: 'assets.import', attempts: 1, createdBy: admin.id },
      payload: { file, adminId: admin.id, lang: 'en' },
      signal: new AbortController().signal,
      app: t.app,
      async progress(_percent, message) {
        if (message === 'assetImport.importing')
          await t.app.db
            .updateTable('organizations')
            .set({ name: '审计局 (old)' })
            .where('id', '=', lateId)
            .execute();
      },
    });
    await expect(importing).rejects.toEqual(new JobFailure('assetImport.hasErrors', { count: 100 }));
    expect(await count()).toBe(before);
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports the rows that would not fit into a place with a capacity', async () => {
    const code = `CAP-${Date.now() % 100000}`;
    await call(t.app, 'POST', 'storageLocation/create', {
      token: root,
      body: { name: 'Tiny', code, capacity: 1 },
    });
    const row = (name: string): Row => [
      name,
      '701',
      '',
      '',
      '',
      1,
      10,
      '2024-01-01',
      '财政局',
      '',
      '',
      code,
      '',
    ];
    const job = await runJob('assstmall/Assetimport', await sheetWith([row('A'), row('B')]));
    expect(job.result.errors).toEqual([
      { line: 3, column: 'Place code', message: 'Tiny holds at most 1 assets; only 0 more fit now' },
    ]);
  });

  it('keeps a unit to its own organization and refuses files that are not sheets', async () => {
    const sheet = await sheetWith([
      ['Laptop', '301', '', '', '', 1, 10, '2024-01-01', '财政局', '', '', '', ''],
    ]);
    const job = await runJob('assstmall/Assetimport', sheet, unit.token);
    expect(job.result.errors).toEqual([
      { line: 2, column: 'Organization', message: 'The chosen organization is outside your data scope' },
    ]);
    const fake = await runJob('assstmall/Assetimport', Buffer.from('name,class\n'), root, 'assets.xlsx');
    expect(fake.status).toBe(42200);
    const csvSheet = await runJob('assstmall/Assetimport', Buffer.from('a,b\n'), root, 'assets.csv');
    expect(csvSheet.status).toBe(42200);
    const noColumns = new ExcelJS.Workbook();
    noColumns.addWorksheet('x').addRow(['foo', 'bar']);
    const missing = await runJob('assstmall/Assetimport', Buffer.from(await noColumns.xlsx.writeBuffer()));
    expect(missing).toMatchObject({ state: 'failed' });
    expect(missing.message).toMatch(/^The sheet lacks required columns: Name, Class code, Quantity/);
  });
});
