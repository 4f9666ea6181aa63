import { RETIRED_PATHS, translate } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { eventually } from './auth-helpers.js';
import { call, createAdminWith } from './helpers.js';

/** Each retired path, the permission of its replacement, and a path to send it to. */
const CASES = [
  { retired: 'update/{id}', sent: 'update/7', replacement: 'update/run', permission: 'UpdateRun' },
  {
    retired: 'assstmall/update',
    sent: 'assstmall/update',
    replacement: 'assets/edit',
    permission: 'AssetsEdit',
  },
];

/**
 * The two paths of the specification's call table that this API replaced (`POST update/{id}`,
 * `POST assstmall/update`) answer 410 with the path to use, to a caller who may use that path; to
 * anyone else exactly what the replacement answers (401 without a session, 40300 without its permission).
 */
describe('retired paths', () => {
  const t = useTestApp();

  it('are the ones the contract declares, each guarded like its replacement', () => {
    expect(RETIRED_PATHS.map((r) => [r.path, r.replacement])).toEqual(
      CASES.map((c) => [c.retired, c.replacement]),
    );
    const permissionOf = (path: string) =>
      t.app.routeTable.find((r) => r.method === 'POST' && r.url === `/api/v1/admin/${path}`)?.permission;
    for (const c of CASES) {
      expect(permissionOf(c.replacement)).toBe(c.permission);
      expect(permissionOf(c.retired.replace('{id}', ':id'))).toBe(c.permission);
    }
  });

  it('answer 410 with a localized message naming the replacement', async () => {
    const holder = await createAdminWith(t.app, ['UpdateRun', 'AssetsEdit', 'AssetsList'], {
      passwordHash: 'x',
    });
    for (const c of CASES) {
      for (const [token, lang] of [
        [t.token, 'en'],
        [holder.token, 'zh'],
      ] as const) {
        const res = await call(t.app, 'POST', c.sent, { token, lang, body: { id: 1, name: 'x' } });
        expect(res.statusCode, res.body).toBe(410);
        expect(res.json()).toEqual({
          result: 'error',
          status: 41000,
          message: translate(lang, 'errors.gone', { path: c.retired, replacement: c.replacement }),
        });
      }
    }
    const en = await call(t.app, 'POST', 'assstmall/update', { token: t.token, lang: 'en' });
    expect(en.json().message).toBe(
      'POST assstmall/update is no longer available: use POST assets/edit instead',
    );
    const zh = await call(t.app, 'POST', 'update/3', { token: t.token, lang: 'zh' });
    expect(zh.json().message).toBe('接口 POST update/{id} 已停用，请改用 POST update/run');
  });

  it('give no hint to a caller who could not use the replacement', async () => {
    const other = await createAdminWith(t.app, ['AssetsList', 'UpdateDetail'], { passwordHash: 'x' });
    for (const c of CASES) {
      const anonymous = await call(t.app, 'POST', c.sent, { lang: 'en', body: {} });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: 40100 });
      const refused = await call(t.app, 'POST', c.sent, { token: other.token, lang: 'en', body: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 40300, message: translate('en', 'errors.forbidden') });
    }
  });

  it('write the attempt to the admin log like any other request', async () => {
    await call(t.app, 'POST', 'update/9', { token: t.token, body: {} });
    // Written after the response: waited for.
    const row = await eventually(() =>
      t.app.db
        .selectFrom('admin_logs')
        .select(['status', 'method', 'username'])
        .where('path', '=', 'update/9')
        .executeTakeFirst(),
    );
    expect(row).toEqual({ status: 410, method: 'POST', username: 'admin' });
  });
});
