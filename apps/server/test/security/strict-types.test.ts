import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { call, createAdminWith } from '../helpers.js';
import { changedTables, schemaRoutes, snapshot } from './fuzz-db.js';
import { fieldsOf } from './fuzz-schema.js';

/** The date filters of the lists: a query field of one of these names. */
const DATE_FILTERS = ['from', 'to', 'start', 'end', 'date_start', 'date_end'];

describe('strict types at the edge', () => {
  const t = useTestApp();

  it('an edit with {"state": []} is refused and the administrator stays enabled', async () => {
    const target = await createAdminWith(t.app, []);
    const detail = (await call(t.app, 'GET', `admin/${target.id}`, { token: t.token })).json().message;
    const body = {
      account: detail.account,
      nickname: detail.nickname,
      role_ids: detail.role_ids,
      data_scope: detail.data_scope,
      version: detail.version,
    };
    const before = await snapshot(t.app);
    for (const state of [[], '', false, null, '0', ['0']]) {
      const response = await call(t.app, 'POST', `admin/${target.id}`, {
        token: t.token,
        lang: 'en',
        body: { ...body, state },
      });
      expect(response.statusCode, JSON.stringify(state)).toBe(422);
      expect(response.json(), JSON.stringify(state)).toMatchObject({
        status: 42200,
        errors: { state: [expect.any(String)] },
      });
    }
    expect(changedTables(before, await snapshot(t.app))).toEqual([]);
    const row = await t.app.db
      .selectFrom('admins')
      .select('state')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(1);
    // The same edit with a real number still works.
    const edited = await call(t.app, 'POST', `admin/${target.id}`, {
      token: t.token,
      body: { ...body, state: 0 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('a date filter beyond 1970–9999 responds with 42200 on every list, never a 500', async () => {
    const lists = schemaRoutes(t.app).filter(
      (r) =>
        r.method === 'GET' &&
        r.query &&
        Object.keys(fieldsOf(r.query) ?? {}).some((f) => DATE_FILTERS.includes(f)),
    );
    expect(lists.length).toBeGreaterThanOrEqual(9);
    for (const route of lists) {
      const url = route.url.replace('/api/v1/admin/', '');
      for (const field of Object.keys(fieldsOf(route.query!) ?? {}).filter((f) => DATE_FILTERS.includes(f))) {
        for (const value of [
          '275760-09-13',
          '0000-01-01',
          '1969-12-31',
          '2026-02-30',
          'tomorrow',
          // Written in 9999 or 1970, but by the zone a moment of year 10000 or 1969.
          '9999-12-31T23:59:59-14:00',
          '9999-12-31T23:59:59.999999999-14:00',
          '1970-01-01T00:00:00+14:00',
        ]) {
          const response = await call(t.app, 'GET', url, { token: t.token, query: { [field]: value } });
          expect(response.statusCode, `${url}?${field}=${value}: ${response.body.slice(0, 200)}`).toBe(422);
          expect(response.json()).toMatchObject({ status: 42200, errors: { [field]: [expect.any(String)] } });
        }
        // The last day is still a lower bound (nothing is after it); a statistic's range ends there too.
        const range: Record<string, string> = field === 'start' ? { end: '9999-12-31' } : {};
        const first = await call(t.app, 'GET', url, {
          token: t.token,
          query: { [field]: '9999-12-31', ...range },
        });
        expect(first.statusCode, `${url}?${field}=9999-12-31: ${first.body.slice(0, 200)}`).toBe(200);
        // The last day there is still an upper bound (everything is before it).
        if (!/^(to|end|date_end)$/.test(field)) continue;
        const last = await call(t.app, 'GET', url, { token: t.token, query: { [field]: '9999-12-31' } });
        expect(last.statusCode, `${url}?${field}=9999-12-31: ${last.body.slice(0, 200)}`).toBe(200);
      }
    }
  });

  it('query strings still take plain digits, and a list export still takes its filters as the URL holds them', async () => {
    const page = await call(t.app, 'GET', 'admin', {
      token: t.token,
      query: { page: '1', limit: '20', state: '1' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().message.data.length).toBeGreaterThan(0);
    for (const bad of ['0x1', '1e3', ' 1', '', 'true', '1.5']) {
      const response = await call(t.app, 'GET', 'admin', { token: t.token, query: { limit: bad } });
      expect(response.statusCode, `limit=${JSON.stringify(bad)}`).toBe(422);
    }
    const everything = await call(t.app, 'GET', 'admin/log', { token: t.token, query: { to: '9999-12-31' } });
    expect(everything.json().message.total).toBeGreaterThan(0);
    const exported = await call(t.app, 'POST', 'good/export/all', {
      token: t.token,
      body: { activeIndex: '2', category_id: '1', price_min: '100', sort: '-price' },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const loose = await call(t.app, 'POST', 'good/export/all', { token: t.token, body: { category_id: [] } });
    expect(loose.json()).toMatchObject({ status: 42200, errors: { category_id: [expect.any(String)] } });
  });
});

describe('strict kinds only', () => {
  it('no schema of the contract or the server coerces loosely (new fields join the strict kinds)', () => {
    const roots = ['../../../../packages/contract/src', '../../src'].map((r) =>
      path.join(import.meta.dirname, r),
    );
    const loose = roots.flatMap((root) =>
      fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('numbers.ts'))
        .filter((f) => /z\.coerce\./.test(fs.readFileSync(path.join(root, f), 'utf8'))),
    );
    expect(
      roots.every((r) => fs.existsSync(path.join(r, 'index.ts')) || fs.existsSync(path.join(r, 'app.ts'))),
    ).toBe(true);
    expect(loose).toEqual([]);
  });
});
