import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../src/modules/dashboard/days.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, waitFor } from './helpers.js';
import { freezeClock } from './stat-factories.js';

describe('admin log (admin/log)', () => {
  const t = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records writes with the operator and redacted input, filtered by method, path and time', async () => {
    // The clock stops for this test: whatever it writes and the day it asks about are one day, even
    // when the test runs across midnight.
    freezeClock(new Date());
    const account = `log${Date.now().toString(36)}`;
    await call(t.app, 'POST', 'admin', {
      token: t.token,
      body: { account, password: 'Secret12345x', nickname: 'Logged', role_ids: [1] },
    });
    const logged = (body: string) =>
      (JSON.parse(body).message?.data ?? []).find(
        (r: { input: { account?: string } }) => r.input.account === account,
      );
    // The entry is written once the response has gone (onResponse): the next request may come first.
    const res = await waitFor(
      () =>
        call(t.app, 'GET', 'admin/log', {
          token: t.token,
          query: { method: 'POST', path: 'admin', operator: 'ADM' },
        }),
      (r) => r.statusCode !== 200 || logged(r.body) !== undefined,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = logged(res.body);
    expect(row).toMatchObject({ operator: 'admin', path: 'admin', method: 'POST', status: 200 });
    expect(Object.keys(row).sort()).toEqual(
      [
        'admin_id',
        'created_at',
        'id',
        'input',
        'ip',
        'method',
        'operator',
        'path',
        'status',
        'subject_type',
        'subject_id',
      ].sort(),
    );
    expect(row.input.password).toBe('***');

    const detail = await call(t.app, 'GET', `admin/log/${row.id}`, { token: t.token });
    expect(detail.json().message.input).toEqual(row.input);

    const day = localDay(new Date());
    const sameDay = await call(t.app, 'GET', 'admin/log', {
      token: t.token,
      query: { from: day, to: day, path: 'admin' },
    });
    expect(sameDay.json().message.data.map((r: { id: number }) => r.id)).toContain(row.id);
    const before = await call(t.app, 'GET', 'admin/log', { token: t.token, query: { to: '2020-01-01' } });
    expect(before.json().message.data).toEqual([]);
    const gets = await call(t.app, 'GET', 'admin/log', { token: t.token, query: { method: 'GET' } });
    expect(gets.json().message.data).toEqual([]);
  });

  it('rejects bad filters, responds with 40400 for an unknown entry and 40300 without the permission', async () => {
    const bad = await call(t.app, 'GET', 'admin/log', {
      token: t.token,
      query: { method: 'TRACE', from: 'yesterday' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'method']);
    expect((await call(t.app, 'GET', 'admin/log/999999', { token: t.token })).json().status).toBe(40400);
    const other = await createAdminWith(t.app, ['AdminList']);
    expect((await call(t.app, 'GET', 'admin/log', { token: other.token })).json().status).toBe(40300);
  });
});

describe('languages (language)', () => {
  const t = useTestApp();

  it('adds a language (offered once it has a catalog: system-language-catalogs), edits and deletes it', async () => {
    const res = await call(t.app, 'POST', 'language', {
      token: t.token,
      body: { name: '日本語', code: 'ja', sort: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ja = res.json().message;
    expect(ja).toMatchObject({ name: '日本語', code: 'ja', sort: 3, state: 1 });
    const menu = await call(t.app, 'GET', 'lang');
    expect(menu.json().message).toEqual([
      { name: '中文', code: 'zh', built_in: true },
      { name: 'English', code: 'en', built_in: true },
    ]);

    const edit = await call(t.app, 'POST', `language/${ja.id}`, {
      token: t.token,
      body: { name: 'Japanese', code: 'ja', version: ja.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await call(t.app, 'POST', `language/${ja.id}`, {
      token: t.token,
      body: { name: 'Again', code: 'ja', version: ja.version },
    });
    expect(stale.json().status).toBe(40900);

    const list = await call(t.app, 'GET', 'language', { token: t.token, query: { keyword: 'JAP' } });
    expect(list.json().message.data.map((l: { name: string }) => l.name)).toEqual(['Japanese']);
    expect(
      (await call(t.app, 'POST', `language/destroy/${ja.id}`, { token: t.token, body: {} })).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', `language/${ja.id}`, { token: t.token })).json().status).toBe(40400);
  });

  it('keeps zh and en: no delete, no disable, no recode; codes are unique and well-formed', async () => {
    const rows = (await call(t.app, 'GET', 'language', { token: t.token })).json().message.data;
    const zh = rows.find((l: { code: string }) => l.code === 'zh');
    const del = await call(t.app, 'POST', `language/destroy/${zh.id}`, {
      token: t.token,
      lang: 'en',
      body: {},
    });
    expect(del.json()).toMatchObject({ status: 40900, message: expect.stringMatching(/cannot be deleted/) });
    const off = await call(t.app, 'POST', `language/${zh.id}`, {
      token: t.token,
      body: { name: '中文', code: 'zh', state: 0 },
    });
    expect(off.statusCode).toBe(422);
    const dup = await call(t.app, 'POST', 'language', {
      token: t.token,
      lang: 'en',
      body: { name: 'Dup', code: 'en' },
    });
    expect(dup.json().errors.code).toBeDefined();
    const bad = await call(t.app, 'POST', 'language', { token: t.token, body: { name: '', code: 'EN_us!' } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'name']);
    const viewer = await createAdminWith(t.app, ['LanguageList']);
    const denied = await call(t.app, 'POST', 'language', {
      token: viewer.token,
      body: { name: 'x', code: 'fr' },
    });
    expect(denied.json().status).toBe(40300);
  });
});
