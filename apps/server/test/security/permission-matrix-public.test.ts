import { ASSET_VIEWS, AUTHENTICATED, PUBLIC } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app-fixture.js';
import { createAdminWith } from '../helpers.js';
import { adminRoutes, adminsLacking, routeKey, send, statusOf } from './permission-matrix-helpers.js';

/**
 * The reviewed list of routes any signed-in admin may call: they bypass the permission matrix, so each
 * is either the caller's own business (session, profile, uploads, jobs they started), shared reference
 * data, or checks page permissions itself (asset detail, history and use list, tasks: tested below;
 * saved views of a page: saved-views.test.ts).
 */
const AUTHENTICATED_ROUTES = [
  'GET /api/v1/admin/BaseDataList',
  'GET /api/v1/admin/BaseDataTree',
  'GET /api/v1/admin/account/preferences',
  'GET /api/v1/admin/assets/detail',
  'GET /api/v1/admin/assets/history/:id',
  'GET /api/v1/admin/assets/uselist',
  'GET /api/v1/admin/departmentTree',
  'GET /api/v1/admin/job/:id',
  'GET /api/v1/admin/notification',
  'GET /api/v1/admin/notification/stream',
  'GET /api/v1/admin/site',
  'GET /api/v1/admin/storageLocationTree',
  'GET /api/v1/admin/task',
  'GET /api/v1/admin/taskCount',
  'GET /api/v1/admin/userAdmin',
  'GET /api/v1/admin/userDepartment',
  'GET /api/v1/admin/userInfo',
  'GET /api/v1/admin/view',
  'GET /api/v1/admin/view/preference',
  'GET /api/v1/admin/view/roles',
  'POST /api/v1/admin/account/preferences',
  'POST /api/v1/admin/logout',
  'POST /api/v1/admin/notification/read/:id',
  'POST /api/v1/admin/uploadPictures',
  'POST /api/v1/admin/user/admin',
  'POST /api/v1/admin/view',
  'POST /api/v1/admin/view/:id',
  'POST /api/v1/admin/view/destroy/:id',
  'POST /api/v1/admin/view/preference',
];

describe('routes without a session, and routes for any session', () => {
  const t = useTestApp({}, { signedIn: false });

  const keysOf = (permission: string) =>
    adminRoutes(t.app)
      .filter((r) => r.permission === permission)
      .map(routeKey)
      .sort();

  // The reviewed list of public routes is foundation.test.ts's; this one is of any-session routes.
  it('has exactly the reviewed any-session routes', () => {
    expect(keysOf(AUTHENTICATED)).toEqual(AUTHENTICATED_ROUTES);
  });

  it('responds with 40100 on every other route without a token, with a bad one or a foreign scheme', async () => {
    const guarded = adminRoutes(t.app, true).filter((r) => r.permission !== PUBLIC);
    expect(guarded.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const route of guarded) {
      for (const authorization of [
        undefined,
        'Bearer not-a-real-token',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer',
      ]) {
        const res = await send(t.app, route, authorization ? { authorization, lang: 'en' } : { lang: 'en' });
        // HEAD responses carry no body: the HTTP status says it.
        const expected = route.method === 'HEAD' ? 'HTTP 401' : 40100;
        const status = route.method === 'HEAD' ? `HTTP ${res.statusCode}` : statusOf(res);
        if (res.statusCode !== 401 || status !== expected)
          failures.push(`${routeKey(route)} [${authorization}]: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (route.method !== 'HEAD') expect(res.json().message).toBe('Unauthenticated');
      }
    }
    expect(failures).toEqual([]);
  });

  it('opens the public routes without a token', async () => {
    const open = adminRoutes(t.app).filter((r) => r.permission === PUBLIC);
    expect(open.length).toBeGreaterThan(0);
    for (const route of open) {
      const res = await send(t.app, route);
      expect(res.statusCode, routeKey(route)).not.toBe(401);
      expect(res.statusCode, routeKey(route)).toBeLessThan(500);
    }
  });

  it('serves each view of a per-view route to the holders of that view alone', async () => {
    const views = adminRoutes(t.app).filter((r) => r.query);
    // The asset list's four views at least: a guard against a vacuous pass.
    expect(views.filter((r) => r.url === '/api/v1/admin/assets/list').map((r) => r.query?.view)).toEqual([
      ...ASSET_VIEWS,
    ]);
    for (const held of new Set(views.map((r) => r.permission as string))) {
      const { token } = await createAdminWith(t.app, [held]);
      for (const route of views) {
        const res = await send(t.app, route, { authorization: `Bearer ${token}` });
        const expected = route.permission === held ? 200 : 40300;
        expect(statusOf(res), `${held} holder on ${routeKey(route)}: ${res.body.slice(0, 120)}`).toBe(
          expected,
        );
      }
    }
    // Without the parameter, the list returns its default view (all): AssetsList holders only.
    for (const [held, expected] of [
      ['AssetsList', 200],
      ['SelfAssetsList', 40300],
    ] as const) {
      const { token } = await createAdminWith(t.app, [held]);
      const res = await t.app.inject({
        url: '/api/v1/admin/assets/list',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json().status, held).toBe(expected);
    }
  });

  it('checks the page permissions of the any-session asset and task routes', async () => {
    // One admin per page permission, holding every other one.
    const viewPages = {
      all: 'AssetsList',
      self: 'SelfAssetsList',
      public: 'PublicAssetsList',
      resource: 'ResourceList',
    };
    expect(Object.keys(viewPages).sort()).toEqual([...ASSET_VIEWS].sort());
    const lacking = await adminsLacking(t.app, [...Object.values(viewPages), 'TaskList']);
    for (const view of ASSET_VIEWS) {
      const token = lacking.get(viewPages[view])!;
      const res = await t.app.inject({
        url: `/api/v1/admin/assets/list?view=${view}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json().status, view).toBe(40300);
    }
    // TaskList sees every kind; without it only the kinds of the filtered task pages held.
    const noTaskList = lacking.get('TaskList')!;
    const tasks = (query: string) =>
      t.app.inject({ url: `/api/v1/admin/task${query}`, headers: { authorization: `Bearer ${noTaskList}` } });
    expect((await tasks('')).json().status).toBe(40300);
    expect((await tasks('?kind=join')).json().status).toBe(40300);
    expect((await tasks('?kind=out')).json().status).toBe(200);

    // No asset page at all: no asset list, detail, use list or history.
    const stranger = (await createAdminWith(t.app, ['Dashboard'])).token;
    for (const url of ['assets/list', 'assets/uselist', 'assets/detail?id=1', 'assets/history/1', 'task']) {
      const res = await t.app.inject({
        url: `/api/v1/admin/${url}`,
        headers: { authorization: `Bearer ${stranger}` },
      });
      expect(res.json().status, url).toBe(40300);
    }
  });
});
