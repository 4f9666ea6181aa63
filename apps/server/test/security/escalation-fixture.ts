import { type DataScope, translate } from '@bo/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createOrganization } from '../asset-helpers.js';
import { call, createAdminWith, createTestApp, type TestApp, tokenFor } from '../helpers.js';
import { changedTables, snapshot } from './fuzz-db.js';

export type Body = Record<string, unknown>;

/** A catalog text with its `{{params}}` as wildcards: the English response must read like it. */
function textOf(key: string): RegExp {
  const escaped = translate('en', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}$`);
}

/** The world of the escalation suite: a super admin, roles, two units with departments. */
interface World {
  t: TestApp;
  root: string;
  superId: number;
  superRole: number;
  editorRole: number;
  goodsRole: number;
  permission: (api: string) => number;
  orgA: number;
  orgB: number;
  deptA: number;
  deptA2: number;
  deptB: number;
}

/** Requests the suite sends as one admin or another, each checking what a client sees. */
function helpersOf(f: World) {
  /** Sends a write that must be refused with `code` and `key` (on `field`), and must change nothing. */
  async function refused(
    token: string,
    route: string,
    body: Body,
    code: number,
    key: string,
    field?: string,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshot(f.t.app);
    const res = await call(f.t.app, 'POST', route, { token, lang: 'en', body });
    const answer = res.json();
    expect(answer.status, `${route}: ${res.body}`).toBe(code);
    expect(res.statusCode, route).toBe(Math.floor(code / 100));
    if (field) {
      expect(Object.keys(answer.errors ?? {}), `${route}: ${res.body}`).toEqual([field]);
      expect(answer.errors[field][0], route).toMatch(textOf(key));
    } else {
      expect(answer.message, route).toMatch(textOf(key));
    }
    expect(changedTables(before, await snapshot(f.t.app)), route).toEqual([]);
    return res;
  }

  async function accepted(token: string, route: string, body: Body = {}): Promise<LightMyRequestResponse> {
    const res = await call(f.t.app, 'POST', route, { token, body });
    expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    return res;
  }

  /** The edit body of an admin as the form sends it (the detail, password left empty). */
  async function adminBody(id: number, over: Body = {}): Promise<Body> {
    const row = (await call(f.t.app, 'GET', `admin/${id}`, { token: f.root })).json().message;
    return {
      account: row.account,
      password: '',
      nickname: row.nickname,
      role_ids: row.role_ids,
      organization_id: row.organization_id,
      department_id: row.department_id,
      data_scope: row.data_scope,
      state: row.state,
      version: row.version,
      ...over,
    };
  }

  async function roleBody(id: number, over: Body = {}): Promise<Body> {
    const row = (await call(f.t.app, 'GET', `manage/${id}`, { token: f.root })).json().message;
    const { name, code, introduction, permission_ids, version } = row;
    return { name, code, introduction, permission_ids, version, ...over };
  }

  async function powerBody(id: number, over: Body = {}): Promise<Body> {
    const row = (await call(f.t.app, 'GET', `power/${id}`, { token: f.root })).json().message;
    const { pid, title, api, url, icon, sort, state, version } = row;
    return { pid, title, api: api ?? '', url, icon, sort, state, version, ...over };
  }

  const roleIdOf = async (code: string) =>
    (await f.t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  const newAccount = (over: Body = {}): Body => ({
    account: `acc${Math.random().toString(36).slice(2, 8)}`,
    password: 'Abcdef12345',
    nickname: 'New',
    role_ids: [f.goodsRole],
    data_scope: 'own',
    organization_id: f.orgA,
    department_id: f.deptA,
    ...over,
  });

  /** An admin of unit A holding `apis`, limited to `data_scope`. */
  const inUnitA = (apis: string[], data_scope: DataScope, password?: string) =>
    createAdminWith(f.t.app, apis, {
      data_scope,
      organization_id: f.orgA,
      department_id: f.deptA,
      ...(password ? { password } : { passwordHash: 'not-a-hash' }),
    });

  return { refused, accepted, adminBody, roleBody, powerBody, roleIdOf, newAccount, inUnitA };
}

export type EscalationFixture = World & ReturnType<typeof helpersOf>;

/**
 * A fresh app per test file with the world above (hooks registered here), and the helpers bound to it.
 * Each escalation file asks for its own, so the files run in parallel and share no data.
 */
export function useEscalationFixture(): EscalationFixture {
  const f = {} as EscalationFixture;
  Object.assign(f, helpersOf(f));

  beforeAll(async () => {
    f.t = await createTestApp();
    f.root = await tokenFor(f.t.app, 'admin');
    const db = f.t.app.db;
    f.superId = (
      await db.selectFrom('admins').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const roles = await db.selectFrom('roles').select(['id', 'code']).execute();
    f.superRole = roles.find((r) => r.code === 'admin')!.id;
    f.editorRole = roles.find((r) => r.code === 'editor')!.id;
    const rows = await db.selectFrom('permissions').select(['id', 'api']).execute();
    const ids = new Map(rows.filter((r) => r.api).map((r) => [r.api as string, r.id]));
    f.permission = (api) => ids.get(api) ?? -1;
    // A role a goods clerk gets: GoodList and the Shop group the server adds above it.
    const goods = await call(f.t.app, 'POST', 'manage', {
      token: f.root,
      body: { name: 'goods', code: 'goods', permission_ids: [f.permission('GoodList')] },
    });
    expect(goods.statusCode, goods.body).toBe(200);
    f.goodsRole = goods.json().message.id;

    f.orgA = await createOrganization(f.t.app, 'Unit A');
    f.orgB = await createOrganization(f.t.app, 'Unit B');
    const dept = async (organization_id: number, parent_id: number | null) =>
      (
        await db
          .insertInto('departments')
          .values({
            organization_id,
            parent_id,
            name: `d${organization_id}-${parent_id}`,
            sort: 0,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    f.deptA = await dept(f.orgA, null);
    f.deptA2 = await dept(f.orgA, f.deptA);
    f.deptB = await dept(f.orgB, null);
  });
  afterAll(async () => f.t.close());
  return f;
}
