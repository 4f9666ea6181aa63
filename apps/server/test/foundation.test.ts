import { ALL_PERMISSION_APIS, AUTHENTICATED, PUBLIC } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { permissionApis } from '../src/plugins/guard.js';
import { useTestApp } from './app-fixture.js';
import { call } from './helpers.js';

/**
 * Routes allowed without a session (login, refreshToken, auth/code, lang...): the reviewed list (adding a
 * public route changes it).
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/v1/admin/login',
  'POST /api/v1/admin/refreshToken',
  'POST /api/v1/admin/login/token',
  'GET /api/v1/admin/auth/code',
  'POST /api/v1/admin/auth/code',
  'GET /api/v1/admin/lang',
  'GET /api/v1/admin/language/catalog/:code',
]);

describe('foundation', () => {
  const t = useTestApp({}, { signedIn: false });

  it('responds to unknown API paths with the 40400 envelope in the caller language', async () => {
    const zh = await call(t.app, 'GET', 'no-such-thing');
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ result: 'error', status: 40400, message: '接口不存在' });
    const en = await call(t.app, 'GET', 'no-such-thing', { lang: 'en' });
    expect(en.json().message).toBe('No such endpoint');
  });

  it('declares a known permission on every admin API route; only the listed ones are public', () => {
    const apiRoutes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/v1/admin/') && r.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      expect(route.permission, `${key} declares no permission`).toBeDefined();
      if (route.permission === PUBLIC) expect(PUBLIC_ROUTES, `${key} must not be public`).toContain(key);
      else if (route.permission !== AUTHENTICATED)
        for (const api of permissionApis(route.permission)) expect(ALL_PERMISSION_APIS, key).toContain(api);
    }
    // And each listed one is public: the list is the reviewed set, not an upper bound.
    const open = apiRoutes.filter((r) => r.permission === PUBLIC).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('sends security headers', async () => {
    const res = await call(t.app, 'GET', 'no-such-thing');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('seeds the permission registry, the admin and editor roles and the first admin', async () => {
    const perms = await t.app.db.selectFrom('permissions').select('api').execute();
    expect(perms.map((p) => p.api)).toEqual(expect.arrayContaining([...ALL_PERMISSION_APIS]));
    const roles = await t.app.db.selectFrom('roles').select('code').orderBy('code').execute();
    expect(roles.map((r) => r.code)).toEqual(['admin', 'editor']);
    const admin = await t.app.db
      .selectFrom('admins')
      .select(['username', 'password_hash'])
      .executeTakeFirstOrThrow();
    expect(admin.username).toBe('admin');
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });
});
