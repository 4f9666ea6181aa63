import { AREAS, SUPER_ROLE, translate } from '@bo/contract';
import { hashPassword, randomToken } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';
import { EMPTY_ADMIN_PROFILE } from './admin-profile.js';
import type { Db } from './database.js';
import { syncPermissionRegistry } from './permission-sync.js';
import { seedRegions } from './seed-regions.js';

export const EDITOR_ROLE = 'editor';

export interface SeedResult {
  /** Set only when the first admin was created with a generated password. */
  generatedPassword?: string;
  createdAdmin: boolean;
}

/**
 * Idempotent first data: areas, languages, permissions, roles and the first admin account (the app then
 * adds what modules seed, such as the built-in plug-ins).
 */
export async function seed(db: Db, options: { adminPassword?: string } = {}): Promise<SeedResult> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const areaIds = new Set((await trx.selectFrom('areas').select('id').execute()).map((a) => a.id));
    const missingAreas = AREAS.filter((a) => !areaIds.has(a.id));
    if (missingAreas.length > 0) {
      await trx
        .insertInto('areas')
        .values(missingAreas.map((a) => ({ id: a.id, code: a.code, name: a.name, created_at: now })))
        .execute();
    }
    const langs = await trx.selectFrom('languages').select('code').execute();
    if (langs.length === 0) {
      await trx
        .insertInto('languages')
        .values([
          { name: '中文', code: 'zh', sort: 1, state: 1, created_at: now, updated_at: now },
          { name: 'English', code: 'en', sort: 2, state: 1, created_at: now, updated_at: now },
        ])
        .execute();
    }
  });

  await syncPermissionRegistry(db);
  await seedRoles(db, now);
  await seedRegions(db, now);
  return seedFirstAdmin(db, now, options.adminPassword);
}

async function seedRoles(db: Db, now: string): Promise<void> {
  const roles = await db.selectFrom('roles').select('code').execute();
  if (roles.some((r) => r.code === SUPER_ROLE)) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values([
        {
          code: SUPER_ROLE,
          // Stored in the default language; lists answer them in the reader's (builtInText).
          name: translate('zh', 'builtIn.roles.admin.name'),
          introduction: translate('zh', 'builtIn.roles.admin.introduction'),
          created_at: now,
          updated_at: now,
        },
        {
          code: EDITOR_ROLE,
          name: translate('zh', 'builtIn.roles.editor.name'),
          introduction: translate('zh', 'builtIn.roles.editor.introduction'),
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    const editor = await trx
      .selectFrom('roles')
      .select('id')
      .where('code', '=', EDITOR_ROLE)
      .executeTakeFirstOrThrow();
    // Editors see every menu group and list page (and Dashboard), but no create/edit/delete actions.
    const viewable = await trx
      .selectFrom('permissions')
      .select('id')
      .where((eb) => eb.or([eb('pid', '=', 0), eb('api', 'like', '%List'), eb('api', '=', 'Dashboard')]))
      .execute();
    await trx
      .insertInto('role_permissions')
      .values(viewable.map((p) => ({ role_id: editor.id, permission_id: p.id })))
      .execute();
  });
}

async function seedFirstAdmin(db: Db, now: string, adminPassword?: string): Promise<SeedResult> {
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (any) return { createdAdmin: false };
  const password = adminPassword || randomToken(12);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({ name: '平台管理中心', area_id: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dept = await trx
      .insertInto('departments')
      .values({
        organization_id: org.id,
        parent_id: null,
        name: '信息管理科',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await trx
      .insertInto('admins')
      .values({
        username: 'admin',
        password_hash: passwordHash,
        nickname: '',
        ...EMPTY_ADMIN_PROFILE,
        organization_id: org.id,
        department_id: dept.id,
        area_id: null,
        data_scope: 'all',
        state: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('code', '=', SUPER_ROLE)
      .executeTakeFirstOrThrow();
    await trx.insertInto('admin_roles').values({ admin_id: admin.id, role_id: role.id }).execute();
  });
  return { createdAdmin: true, ...(adminPassword ? {} : { generatedPassword: password }) };
}
