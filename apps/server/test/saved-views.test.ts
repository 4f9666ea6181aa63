import { SAVED_VIEW_LIMITS } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dropDbCaches } from '../src/lib/db-cache.js';
import { useTestApp } from './app-fixture.js';
import { call, createAdminWith, roleByCode } from './helpers.js';

type Admin = Awaited<ReturnType<typeof createAdminWith>>;

/** A second administrator holding `owner`'s role: a view shared with that role is theirs to see. */
async function colleagueOf(app: FastifyInstance, owner: Admin): Promise<Admin> {
  const other = await createAdminWith(app, ['GoodList'], { passwordHash: 'x' });
  const role = await roleByCode(app, owner.roleCode);
  await app.db.insertInto('admin_roles').values({ admin_id: other.id, role_id: role.id }).execute();
  dropDbCaches(app.db);
  return other;
}

const body = (over: Record<string, unknown> = {}) => ({
  page: 'GoodList',
  name: '我的视图',
  query: { keyword: 'tea', sort: '-price' },
  columns: [
    { key: 'name', visible: true },
    { key: 'id', visible: true },
    { key: 'brand_name', visible: false },
  ],
  density: 'small',
  shared_role_ids: [],
  is_default: false,
  ...over,
});

describe('saved views (view)', () => {
  const t = useTestApp();
  const listOf = async (token: string, page = 'GoodList') => {
    const res = await call(t.app, 'GET', 'view', { token, query: { page } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message as { id: number; name: string; is_default: boolean; own: boolean }[];
  };

  it('creates, lists, edits and deletes a view of a page', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const created = await call(t.app, 'POST', 'view', { token: a.token, body: body() });
    expect(created.statusCode, created.body).toBe(200);
    const view = created.json().message;
    expect(view).toMatchObject({
      page: 'GoodList',
      name: '我的视图',
      query: { keyword: 'tea', sort: '-price' },
      columns: body().columns,
      density: 'small',
      own: true,
      is_default: false,
    });
    expect((await listOf(a.token)).map((v) => v.name)).toEqual(['我的视图']);

    const edited = await call(t.app, 'POST', `view/${view.id}`, {
      token: a.token,
      body: body({ name: 'Renamed', query: { type: '1' } }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toMatchObject({ name: 'Renamed', query: { type: '1' } });

    const gone = await call(t.app, 'POST', `view/destroy/${view.id}`, { token: a.token, lang: 'en' });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await listOf(a.token)).toEqual([]);
  });

  it('shows a view shared with a role to that role’s holders only; only the owner edits it', async () => {
    const owner = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const colleague = await colleagueOf(t.app, owner);
    const stranger = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const role = await roleByCode(t.app, owner.roleCode);
    const res = await call(t.app, 'POST', 'view', {
      token: owner.token,
      body: body({ name: 'Shared', shared_role_ids: [role.id] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().message.id as number;

    expect(await listOf(colleague.token)).toEqual([
      expect.objectContaining({ id, name: 'Shared', own: false }),
    ]);
    expect(await listOf(stranger.token)).toEqual([]);

    const edit = await call(t.app, 'POST', `view/${id}`, {
      token: colleague.token,
      body: body({ name: 'Mine' }),
    });
    expect(edit.statusCode).toBe(403);
    const remove = await call(t.app, 'POST', `view/destroy/${id}`, { token: colleague.token });
    expect(remove.statusCode).toBe(403);
    const unseen = await call(t.app, 'POST', `view/destroy/${id}`, { token: stranger.token });
    expect(unseen.statusCode).toBe(404);
    // The super administrator may remove a shared view of anyone's.
    const bySuper = await call(t.app, 'POST', `view/destroy/${id}`, { token: t.token });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(await listOf(colleague.token)).toEqual([]);
  });

  it('keeps one default per user and page: a new default clears the former one', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const first = (
      await call(t.app, 'POST', 'view', { token: a.token, body: body({ name: 'A', is_default: true }) })
    ).json().message;
    const second = (
      await call(t.app, 'POST', 'view', { token: a.token, body: body({ name: 'B', is_default: true }) })
    ).json().message;
    const views = await listOf(a.token);
    expect(views.filter((v) => v.is_default).map((v) => v.id)).toEqual([second.id]);
    await call(t.app, 'POST', `view/${first.id}`, {
      token: a.token,
      body: body({ name: 'A', is_default: true }),
    });
    expect((await listOf(a.token)).filter((v) => v.is_default).map((v) => v.id)).toEqual([first.id]);
  });

  it('keeps one default and one name when saves arrive at once', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const defaults = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call(t.app, 'POST', 'view', { token: a.token, body: body({ name: `D${n}`, is_default: true }) }),
      ),
    );
    expect(defaults.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await listOf(a.token)).filter((v) => v.is_default)).toHaveLength(1);
    const same = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', 'view', { token: a.token, body: body({ name: 'Twin' }) })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('refuses bad input with 42200 naming the field', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const post = (over: Record<string, unknown>) =>
      call(t.app, 'POST', 'view', { token: a.token, lang: 'en', body: body(over) });
    expect((await post({ name: 'Same' })).statusCode).toBe(200);
    const duplicate = await post({ name: 'Same' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({
      status: 42200,
      errors: { name: [expect.stringMatching(/exists/)] },
    });
    const long = await post({ name: 'x'.repeat(SAVED_VIEW_LIMITS.name + 1) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['name']);
    const blank = await post({ name: '   ' });
    expect(blank.json().errors).toHaveProperty('name');
    const huge = await post({
      name: 'Huge',
      query: {
        keyword: 'x'.repeat(999),
        a: 'y'.repeat(999),
        b: 'z'.repeat(999),
        c: 'w'.repeat(999),
        d: 'v'.repeat(999),
      },
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toHaveProperty('query');
    const badRole = await post({ name: 'Role', shared_role_ids: [2_000_000] });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors).toHaveProperty('shared_role_ids');
    const density = await post({ name: 'Dense', density: 'tiny' });
    expect(density.json().errors).toHaveProperty('density');
    expect((await listOf(a.token)).map((v) => v.name)).toEqual(['Same']);
  });

  it('cannot share with a role the user may not see', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const b = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const foreign = await roleByCode(t.app, b.roleCode);
    const res = await call(t.app, 'POST', 'view', {
      token: a.token,
      body: body({ shared_role_ids: [foreign.id] }),
    });
    expect(res.statusCode).toBe(422);
    const roles = await call(t.app, 'GET', 'view/roles', { token: a.token });
    expect(roles.json().message.map((r: { id: number }) => r.id)).toEqual([
      (await roleByCode(t.app, a.roleCode)).id,
    ]);
  });

  it('answers 40300 for a page the user cannot open, and for no page at all', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const list = await call(t.app, 'GET', 'view', { token: a.token, query: { page: 'AdminList' } });
    expect(list.statusCode).toBe(403);
    expect(list.json().status).toBe(40300);
    const create = await call(t.app, 'POST', 'view', { token: a.token, body: body({ page: 'AdminList' }) });
    expect(create.statusCode).toBe(403);
    const unknown = await call(t.app, 'GET', 'view', { token: a.token, query: { page: 'NoSuchPage' } });
    expect(unknown.statusCode).toBe(403);
    const anonymous = await call(t.app, 'GET', 'view', { query: { page: 'GoodList' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`keeps at most ${SAVED_VIEW_LIMITS.perPage} views per user and page`, async () => {
    const a = await createAdminWith(t.app, ['GoodList', 'IndentList'], { passwordHash: 'x' });
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('saved_views')
      .values(
        Array.from({ length: SAVED_VIEW_LIMITS.perPage }, (_, i) => ({
          admin_id: a.id,
          page: 'GoodList',
          name: `v${i}`,
          query: '{}',
          columns: '[]',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const over = await call(t.app, 'POST', 'view', { token: a.token, body: body({ name: 'one more' }) });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toHaveProperty('name');
    const elsewhere = await call(t.app, 'POST', 'view', {
      token: a.token,
      body: body({ page: 'IndentList' }),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('keeps a page’s columns and density per user without a view', async () => {
    const a = await createAdminWith(t.app, ['GoodList'], { passwordHash: 'x' });
    const none = await call(t.app, 'GET', 'view/preference', { token: a.token, query: { page: 'GoodList' } });
    expect(none.json().message).toBeNull();
    const columns = [{ key: 'id', visible: false }];
    const saved = await call(t.app, 'POST', 'view/preference', {
      token: a.token,
      body: { page: 'GoodList', columns, density: 'middle' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await call(t.app, 'POST', 'view/preference', {
      token: a.token,
      body: { page: 'GoodList', columns, density: 'small' },
    });
    const read = await call(t.app, 'GET', 'view/preference', { token: a.token, query: { page: 'GoodList' } });
    expect(read.json().message).toEqual({ page: 'GoodList', columns, density: 'small' });
  });
});
