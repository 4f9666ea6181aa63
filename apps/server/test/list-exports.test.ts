import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIST_EXPORTS, PERMISSION_REGISTRY } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../src/jobs/worker.js';
import { uiText, writeListPages } from '../src/lib/list-export.js';
import { LIST_EXPORT_TABLE } from '../src/modules/exports/table.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from './helpers.js';
import { columnOf, runExport, valuesOf } from './list-export-helpers.js';

const member = (account: string, overrides: Record<string, unknown> = {}) => ({
  account,
  nickname: account,
  gender: 1,
  email: `${account}@example.com`,
  phone: '',
  password: 'Pass1234',
  avatar: '',
  state: 1,
  ...overrides,
});

describe('list exports: declared once', () => {
  it('every declared export has its reader, and its permission is an action of its list page', () => {
    for (const declared of LIST_EXPORTS) {
      expect(LIST_EXPORT_TABLE[declared.path], declared.path).toBeDefined();
      const page = PERMISSION_REGISTRY.flatMap((g) => g.pages).find((p) => p.api === declared.page);
      expect(page?.actions, declared.path).toContain(declared.permission);
    }
    expect(LIST_EXPORTS.map((e) => e.path)).toEqual([
      'member',
      'assets/list',
      'assets/events',
      'assetsJoin',
      'assetsOut',
      'assetsRental',
      'assetsBack',
      'assetLeaseGrant',
      'assetLeaseRepay',
      'verify',
      'assetLeaseGrant/installments',
      'task',
      'admin/log',
    ]);
  });

  it('labels every header from the catalogs, in zh and in en', () => {
    for (const [path, definition] of Object.entries(LIST_EXPORT_TABLE)) {
      for (const lang of ['zh', 'en'] as const) {
        for (const column of definition.columns) {
          expect(uiText(lang, column.label), `${path}: ${column.label}`).not.toBe(column.label);
        }
      }
    }
  });
});

describe('list export progress', () => {
  it('counts the list rows of its total, not the sheet rows a row expands into', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-list-export-'));
    const progress: [number, string?, Record<string, unknown>?][] = [];
    const forms = [1, 2, 3];
    try {
      const done = await writeListPages(
        {
          job: { id: 1, type: 'x', attempts: 1, createdBy: 1 },
          payload: null,
          dataDir,
          signal: new AbortController().signal,
          progress: (...args) => progress.push(args),
        },
        {} as never,
        {
          definition: {
            page: async () => ({ data: forms, total: 3, per_page: 500, current_page: 1, last_page: 1 }),
            async *expand(_db, rows) {
              // Each form as two batches of two lines.
              for (const form of rows as number[]) {
                yield [`${form}a`, `${form}b`];
                yield [`${form}c`, `${form}d`];
              }
            },
            columns: [{ label: 'listExport.line', value: (row) => String(row) }],
          },
          context: null,
          query: {},
          prefix: 'lines',
          lang: 'en',
        },
      );
      expect(done.rows).toBe(12);
      const running = progress.filter(([, key]) => key === 'listExport.progress').map(([, , p]) => p);
      expect(running.at(-1)).toEqual({ done: 3, total: 3 });
      expect(running.every((p) => Number(p?.done) <= 3)).toBe(true);
      expect(progress.at(-1)).toEqual([100, 'listExport.done', { count: 12 }]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('list exports of members and the admin log', () => {
  let t: TestApp;
  let token: string;
  let worker: JobWorker;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app);
    worker = new JobWorker(t.app, { pollMs: 20 });
    worker.start();
    const post = (route: string, body: unknown) => call(t.app, 'POST', route, { token, body, lang: 'en' });
    for (const body of [
      member('xp_alice', { nickname: "=cmd|' /C calc'!A0", gender: 2 }),
      member('xp_bob', { state: 0 }),
      member('xp_carol'),
      member('other_dave'),
    ]) {
      expect((await post('member', body)).json().status).toBe(200);
    }
    const alice = await t.app.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'xp_alice')
      .executeTakeFirstOrThrow();
    expect((await post(`member/balance/${alice.id}`, { amount: 123456, reason: 'gift' })).json().status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('exports the members the list shows (filters, tab and sort), balance as money, text never a formula', async () => {
    const list = (
      await call(t.app, 'GET', 'member', { token, query: { keyword: 'xp_', activeIndex: '2', sort: 'id' } })
    )
      .json()
      .message.data.map((m: { account: string }) => m.account);
    expect(list).toEqual(['xp_alice', 'xp_carol']);

    const { rows, sheet, job } = await runExport(t.app, token, 'member', {
      body: { keyword: 'xp_', activeIndex: 2, sort: 'id' },
    });
    expect(job).toMatchObject({ progress: 100, message: 'Export finished: 2 rows', result: { rows: 2 } });
    expect(valuesOf(rows, 'Account')).toEqual(list);
    expect(valuesOf(rows, 'Balance')).toEqual([1234.56, 0]);
    // The nickname that looks like a formula is text, kept from being run by an apostrophe.
    const cellOf = (header: string) => sheet.getRow(2).getCell(columnOf(rows, header) + 1);
    const nickname = cellOf('Nickname');
    expect(nickname.type).toBe(3 /* ExcelJS ValueType.String, not Formula */);
    expect(nickname.value).toBe("'=cmd|' /C calc'!A0");
    const balance = cellOf('Balance');
    expect(balance.numFmt).toContain('#,##0.00');
    const created = cellOf('Registered');
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');

    // The same filters in the query string; zh headers for a zh caller.
    const zh = await runExport(t.app, token, 'member', { query: { keyword: 'xp_bob' }, lang: 'zh' });
    expect(zh.rows.length).toBe(2);
    expect(zh.rows[0]).toContain('余额');
    expect(zh.rows[1]).toContain('xp_bob');
  });

  it('needs MemberExport, refuses bad filters, and serves the file to its owner only', async () => {
    const viewer = await createAdminWith(t.app, ['MemberList']);
    const denied = await call(t.app, 'POST', 'member/export/all', { token: viewer.token, body: {} });
    expect(denied.json().status).toBe(40300);
    const bad = await call(t.app, 'POST', 'member/export/all', { token, body: { activeIndex: 'x' } });
    expect(bad.json().status).toBe(42200);

    const { jobId } = await runExport(t.app, token, 'member');
    const other = await createAdminWith(t.app, ['MemberList', 'MemberExport']);
    expect(
      (await call(t.app, 'GET', `member/export/file/${jobId}`, { token: other.token })).json().status,
    ).toBe(40400);
    expect(
      (await call(t.app, 'GET', `member/export/file/${jobId}`, { token: viewer.token })).json().status,
    ).toBe(40300);
    // Another export's file is not this list's.
    expect((await call(t.app, 'GET', `admin/log/export/file/${jobId}`, { token })).json().status).toBe(40400);
  });

  it('exports the admin log as filtered', async () => {
    const list = (
      await call(t.app, 'GET', 'admin/log', { token, query: { path: 'member/balance', limit: '200' } })
    ).json().message;
    expect(list.total).toBeGreaterThan(0);
    const { rows } = await runExport(t.app, token, 'admin/log', { body: { path: 'member/balance' } });
    expect(rows.length - 1).toBe(list.total);
    expect(valuesOf(rows, 'ID')).toEqual(list.data.map((r: { id: number }) => r.id));
    expect(valuesOf(rows, 'Path').every((p) => String(p).includes('member/balance'))).toBe(true);
    const denied = await createAdminWith(t.app, ['AdminLogList']);
    expect(
      (await call(t.app, 'POST', 'admin/log/export/all', { token: denied.token, body: {} })).json().status,
    ).toBe(40300);
  });
});
