import { type DataScope, PAGE_APIS, translate } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time.js';
import { useTestApp } from './app-fixture.js';
import { createOrganization } from './asset-helpers.js';
import { call, createAdminWith } from './helpers.js';
import { changedTables, snapshot } from './security/fuzz-db.js';

/**
 * Who can do what: `GET manage/effective/{id}`, `GET admin/effective/{id}` and `POST manage/preview/{id}`
 * (docs/security.md), on SQLite and PostgreSQL.
 */
describe('effective permissions and role previews', () => {
  const t = useTestApp();
  const ids = new Map<string, number>();
  let goodsRole: number;
  let backupRole: number;
  let coverRole: number;
  let finance: number;
  let other: number;
  let deptTop: number;
  let deptLeaf: number;
  let deptSide: number;
  let both: number;
  let goodsOnly: number;
  let covered: number;
  let elsewhere: number;
  let superId: number;

  const get = (route: string, token = t.token, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'GET', route, { token, lang });
  const message = async (route: string, lang: 'zh' | 'en' = 'zh') => {
    const res = await get(route, t.token, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message;
  };
  const permissionIds = (apis: string[]) => apis.map((api) => ids.get(api) ?? 0);

  async function role(code: string, apis: string[]): Promise<number> {
    const res = await call(t.app, 'POST', 'manage', {
      token: t.token,
      body: { name: code, code, permission_ids: permissionIds(apis) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.id;
  }

  async function admin(
    roleIds: number[],
    placement: { data_scope: DataScope; organization_id?: number; department_id?: number },
  ): Promise<number> {
    const res = await call(t.app, 'POST', 'admin', {
      token: t.token,
      body: {
        account: `who${Math.random().toString(36).slice(2, 8)}`,
        password: 'Abcdef12345',
        nickname: 'Someone',
        role_ids: roleIds,
        ...placement,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().message.id;
  }

  async function department(name: string, organizationId: number, parentId: number | null) {
    const now = nowIso();
    return (
      await t.app.db
        .insertInto('departments')
        .values({
          organization_id: organizationId,
          parent_id: parentId,
          name,
          sort: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  beforeAll(async () => {
    const rows = await t.app.db.selectFrom('permissions').select(['id', 'api']).execute();
    for (const r of rows) if (r.api) ids.set(r.api, r.id);
    finance = await createOrganization(t.app, '市财政局', 515);
    other = await createOrganization(t.app, '市教育局', 787);
    deptTop = await department('资产科', finance, null);
    deptLeaf = await department('资产一组', finance, deptTop);
    deptSide = await department('办公室', finance, null);
    goodsRole = await role('who_goods', ['GoodList', 'GoodDestroy', 'AdminList']);
    backupRole = await role('who_backup', ['BackupList', 'BackupDownload']);
    coverRole = await role('who_cover', ['GoodList', 'GoodDestroy', 'AdminList', 'AdminCreate']);
    both = await admin([goodsRole, backupRole], { data_scope: 'organization', organization_id: finance });
    goodsOnly = await admin([goodsRole], {
      data_scope: 'department',
      organization_id: finance,
      department_id: deptLeaf,
    });
    covered = await admin([goodsRole, coverRole], { data_scope: 'own', organization_id: finance });
    elsewhere = await admin([backupRole], { data_scope: 'organization', organization_id: other });
    superId = (await message('userInfo')).id;
  });

  it("lists a role's permissions and the registry pages they open, without a data scope", async () => {
    expect(await message(`manage/effective/${goodsRole}`)).toEqual({
      // The headings saving a role adds above its pages are permissions of the role too.
      permissions: ['AdminList', 'GoodDestroy', 'GoodList', 'Shop', 'System'],
      pages: ['GoodList', 'AdminList'],
      data_scope: null,
      data_scope_text: null,
    });
    const superRole = await t.app.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'admin')
      .executeTakeFirstOrThrow();
    const all = await message(`manage/effective/${superRole.id}`);
    expect(all.permissions).toEqual(expect.arrayContaining(['AdminCreate', 'BackupDownload', 'ManageEdit']));
    expect(all.pages).toEqual(PAGE_APIS.filter((api) => all.permissions.includes(api)));
    expect(all.pages.length).toBeGreaterThan(40);
    expect((await get('manage/effective/999999')).statusCode).toBe(404);
  });

  it("gives an admin the union of its roles and its data scope in the request's language", async () => {
    const zh = await message(`admin/effective/${both}`);
    expect(zh).toEqual({
      permissions: ['AdminList', 'BackupDownload', 'BackupList', 'GoodDestroy', 'GoodList', 'Shop', 'System'],
      pages: ['GoodList', 'AdminList', 'BackupList'],
      data_scope: 'organization',
      data_scope_text: '组织 市财政局 及其下属部门',
    });
    const en = await message(`admin/effective/${both}`, 'en');
    expect(en.data_scope_text).toBe('organization 市财政局 and its departments');
    expect((await message(`admin/effective/${goodsOnly}`)).data_scope_text).toBe(
      '部门 资产一组 及其下级部门',
    );
    expect((await message(`admin/effective/${goodsOnly}`, 'en')).data_scope_text).toBe(
      'department 资产一组 and the departments below it',
    );
    expect((await message(`admin/effective/${covered}`, 'en')).data_scope_text).toBe(
      'only the records they created',
    );
    const root = await message(`admin/effective/${superId}`);
    expect(root.data_scope_text).toBe('全部数据');
    expect(root.permissions).toEqual(expect.arrayContaining(['AdminCreate', 'PowerRefresh']));
    expect((await message(`admin/effective/${superId}`, 'en')).data_scope_text).toBe('all data');
    expect((await get('admin/effective/999999')).statusCode).toBe(404);
  });

  it('previews gains, losses and the admins whose rights change, saving nothing', async () => {
    const detail = (await message(`manage/${goodsRole}`)) as { permission_ids: number[]; version: number };
    const body = {
      name: 'who_goods',
      code: 'who_goods',
      permission_ids: [
        ...detail.permission_ids.filter((id) => id !== ids.get('GoodDestroy')),
        ids.get('AdminCreate'),
      ],
      version: detail.version,
    };
    const before = await snapshot(t.app);
    const res = await call(t.app, 'POST', `manage/preview/${goodsRole}`, { token: t.token, body });
    expect(res.statusCode, res.body).toBe(200);
    // `covered` holds both changes through another role; `both` and `goodsOnly` change.
    expect(res.json().message).toEqual({
      gains: ['AdminCreate'],
      losses: ['GoodDestroy'],
      admins_affected: 2,
    });
    expect(changedTables(before, await snapshot(t.app))).toEqual([]);
    expect((await message(`manage/effective/${goodsRole}`)).permissions).toContain('GoodDestroy');

    const same = await call(t.app, 'POST', `manage/preview/${goodsRole}`, {
      token: t.token,
      body: { ...body, permission_ids: detail.permission_ids },
    });
    expect(same.json().message).toEqual({ gains: [], losses: [], admins_affected: 0 });
    const missing = await call(t.app, 'POST', 'manage/preview/999999', { token: t.token, body });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a preview the save would refuse, and callers without the permission of each route', async () => {
    const editor = await createAdminWith(t.app, [
      'ManageList',
      'ManageEdit',
      'GoodList',
      'GoodDestroy',
      'AdminList',
    ]);
    const detail = (await message(`manage/${goodsRole}`)) as { permission_ids: number[]; version: number };
    // A member also holds the backup pages, which the editor lacks: the save would refuse, so the preview does.
    const reach = await call(t.app, 'POST', `manage/preview/${goodsRole}`, {
      token: editor.token,
      lang: 'en',
      body: { name: 'x', code: 'who_goods', permission_ids: detail.permission_ids },
    });
    expect(reach.json()).toMatchObject({ status: 40300, message: translate('en', 'role.membersBeyond') });
    const spare = await role('who_spare', ['GoodList']);
    const grant = await call(t.app, 'POST', `manage/preview/${spare}`, {
      token: editor.token,
      lang: 'en',
      body: { name: 'x', code: 'who_spare', permission_ids: permissionIds(['GoodList', 'BackupCreate']) },
    });
    expect(grant.statusCode, grant.body).toBe(422);
    expect(grant.json().errors.permission_ids[0]).toContain('BackupCreate');

    const listOnly = await createAdminWith(t.app, ['ManageList', 'GoodList']);
    const body = { name: 'x', code: 'who_goods', permission_ids: detail.permission_ids };
    const forbidden = { status: 40300, message: translate('en', 'errors.forbidden') };
    const preview = await call(t.app, 'POST', `manage/preview/${goodsRole}`, {
      token: listOnly.token,
      lang: 'en',
      body,
    });
    expect(preview.statusCode).toBe(403);
    expect(preview.json()).toMatchObject(forbidden);
    expect((await get(`manage/effective/${goodsRole}`, listOnly.token)).statusCode).toBe(200);
    expect((await get(`admin/effective/${both}`, listOnly.token, 'en')).json()).toMatchObject(forbidden);
    const editOnly = await createAdminWith(t.app, ['ManageEdit', 'AdminEdit']);
    expect((await get(`manage/effective/${goodsRole}`, editOnly.token, 'en')).json()).toMatchObject(
      forbidden,
    );
    expect((await get(`admin/effective/${both}`, editOnly.token, 'en')).json()).toMatchObject(forbidden);
  });

  it('shows an admin lister only the admins in its own data scope', async () => {
    const refused = { status: 40300, message: translate('en', 'admin.beyondScope') };
    const inFinance = await createAdminWith(t.app, ['AdminList'], {
      data_scope: 'organization',
      organization_id: finance,
    });
    expect((await get(`admin/effective/${both}`, inFinance.token)).statusCode).toBe(200);
    expect((await get(`admin/effective/${goodsOnly}`, inFinance.token)).statusCode).toBe(200);
    expect((await get(`admin/effective/${inFinance.id}`, inFinance.token)).statusCode).toBe(200);
    const out = await get(`admin/effective/${elsewhere}`, inFinance.token, 'en');
    expect(out.statusCode).toBe(403);
    expect(out.json()).toMatchObject(refused);
    // The super admin belongs to no unit: only scope `all` sees it.
    expect((await get(`admin/effective/${superId}`, inFinance.token, 'en')).json()).toMatchObject(refused);

    const inTop = await createAdminWith(t.app, ['AdminList'], {
      data_scope: 'department',
      organization_id: finance,
      department_id: deptTop,
    });
    expect((await get(`admin/effective/${goodsOnly}`, inTop.token)).statusCode).toBe(200);
    const side = await admin([backupRole], {
      data_scope: 'own',
      organization_id: finance,
      department_id: deptSide,
    });
    expect((await get(`admin/effective/${side}`, inTop.token, 'en')).json()).toMatchObject(refused);
    expect((await get(`admin/effective/${both}`, inTop.token, 'en')).json()).toMatchObject(refused);

    const inArea = await createAdminWith(t.app, ['AdminList'], { data_scope: 'area', area_id: 787 });
    expect((await get(`admin/effective/${elsewhere}`, inArea.token)).statusCode).toBe(200);
    expect((await get(`admin/effective/${both}`, inArea.token, 'en')).json()).toMatchObject(refused);
    expect((await message(`admin/effective/${inArea.id}`)).data_scope_text).toBe('区域 东西湖区');

    const everywhere = await createAdminWith(t.app, ['AdminList'], { data_scope: 'all' });
    expect((await get(`admin/effective/${elsewhere}`, everywhere.token)).statusCode).toBe(200);
    expect((await get(`admin/effective/${superId}`, everywhere.token)).statusCode).toBe(200);
  });
});
