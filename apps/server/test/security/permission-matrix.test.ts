import { translate } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { disabledPluginApis } from '../../src/security/plugin-switches.js';
import { useTestApp } from '../app-fixture.js';
import { eventually } from '../auth-helpers.js';
import { tokenFor } from '../helpers.js';
import { enableSandboxPayment } from '../shop-helpers.js';
import {
  adminRoutes,
  adminsLacking,
  changed,
  contentHash,
  fingerprinter,
  isApiGuarded,
  routeKey,
  send,
  statusOf,
} from './permission-matrix-helpers.js';

/**
 * Written by every refused write on purpose (the admin log records failures too), so left out of the
 * before/after comparison.
 */
const LOGGED = new Set(['admin_logs']);

/**
 * Every route guarded by a permission api name, walked from the app's route table (a new
 * route is covered without touching this file), refuses an admin who holds every permission but that
 * one with HTTP 403 / 40300, and changes nothing in the database.
 */
describe('permission matrix: every route x a role without its permission', () => {
  const t = useTestApp({}, { signedIn: false });
  let tokens: Map<string, string>;
  const routes = () => adminRoutes(t.app).filter(isApiGuarded);

  beforeAll(async () => {
    await enableSandboxPayment(t.app, await tokenFor(t.app));
    tokens = await adminsLacking(t.app, [...new Set(routes().map((r) => r.permission))]);
  });

  it('walks a real route table', () => {
    // A guard against a vacuous pass: the table must hold the app's routes.
    expect(routes().length).toBeGreaterThan(200);
    expect(tokens.size).toBeGreaterThan(100);
  });

  it('responds with 40300 in the caller language and writes nothing', async () => {
    const before = await contentHash(t.app, LOGGED);
    const fingerprint = await fingerprinter(t.app, LOGGED);
    const refusedWrites: string[] = [];
    const failures: string[] = [];
    const messages = { zh: translate('zh', 'errors.forbidden'), en: translate('en', 'errors.forbidden') };
    let i = 0;
    let was = await fingerprint();
    for (const route of routes()) {
      const lang = i++ % 2 === 0 ? 'zh' : 'en';
      const token = tokens.get(route.permission)!;
      const res = await send(t.app, route, { authorization: `Bearer ${token}`, lang });
      const now = await fingerprint();
      const body = res.json();
      if (res.statusCode !== 403 || body.status !== 40300 || body.message !== messages[lang])
        failures.push(`${routeKey(route)} (${route.permission}): HTTP ${res.statusCode} ${res.body}`);
      const touched = changed(was, now);
      if (touched.length) failures.push(`${routeKey(route)} changed ${touched.join(', ')}`);
      was = now;
      if (route.method === 'POST') refusedWrites.push(route.url.slice('/api/v1/admin/'.length));
    }
    expect(failures).toEqual([]);
    expect(changed(before, await contentHash(t.app, LOGGED))).toEqual([]);

    // Refused writes are still in the admin log, with the status they got (written after the response).
    const logged = await eventually(async () => {
      const rows = await t.app.db
        .selectFrom('admin_logs')
        .select(['path', 'status'])
        .where('status', '=', 403)
        .execute();
      return rows.length >= refusedWrites.length ? rows : null;
    });
    expect(logged.map((r) => r.path).sort()).toEqual(
      refusedWrites.map((p) => p.replace(/:\w+/g, '1')).sort(),
    );
  });

  it('lets a holder of the permission past the guard (the 40300 above is the guard, not the route)', async () => {
    // Reads only: the super admin reads every guarded GET route; none is refused and none fails.
    const root = await tokenFor(t.app);
    const disabled = await disabledPluginApis(t.app.db);
    const failures: string[] = [];
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const res = await send(t.app, route, { authorization: `Bearer ${root}` });
      const status = statusOf(res);
      const refused = status === 40300 && !disabled.has(route.permission);
      if (refused || res.statusCode >= 500)
        failures.push(`${routeKey(route)}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });
});
