/**
 * Asset lists at scale: fills a scratch database with the bench data set's assets (`ASSETS`,
 * default 500 000, over 200 units and 256 shelves, with three years of forms and about four history
 * events each), and times the list views, filters, history and the movement ledger for an administrator
 * who sees everything and for one unit's administrator.
 * Run: `npx tsx --conditions=source apps/server/bench/assets-list.ts` (or with DATABASE_URL set).
 */

import { EMPTY_ADMIN_PROFILE } from '../src/db/admin-profile.js';
import { issueSession } from '../src/security/sessions.js';
import { seedAssetsData } from '../src/seeders/bench-data/assets.js';
import { analyze } from '../src/seeders/bench-data/index.js';
import { progress } from '../src/seeders/demo-kit.js';
import { benchApp } from './support.js';

const ASSETS = Number(process.env.ASSETS ?? 500_000);
const { app, time, close } = await benchApp('assets');
const db = app.db;
const now = new Date().toISOString();

console.log(`seeding ${ASSETS} assets…`);
const { unitIds: orgIds } = await seedAssetsData(db, ASSETS, progress);
await analyze(db, app.dialect);
const sample = await db
  .selectFrom('assets')
  .select(['id', 'code', 'name'])
  .where('id', '>=', Math.floor(ASSETS / 4))
  .orderBy('id')
  .executeTakeFirstOrThrow();
const warehouse = await db
  .selectFrom('storage_locations')
  .select('id')
  .where('level', '=', 1)
  .executeTakeFirstOrThrow();
const general = await db
  .selectFrom('base_data')
  .select('id')
  .where('code', '=', '3')
  .executeTakeFirstOrThrow();

const unitAdmin = await db
  .insertInto('admins')
  .values({
    username: 'unit',
    password_hash: 'x',
    nickname: 'unit',
    ...EMPTY_ADMIN_PROFILE,
    organization_id: orgIds[7] ?? null,
    department_id: null,
    area_id: null,
    data_scope: 'organization',
    state: 1,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const superRole = await db
  .selectFrom('roles')
  .select('id')
  .where('code', '=', 'admin')
  .executeTakeFirstOrThrow();
await db.insertInto('admin_roles').values({ admin_id: unitAdmin.id, role_id: superRole.id }).execute();
const unitSession = await issueSession(db, unitAdmin.id, {
  ip: '127.0.0.1',
  userAgent: 'bench',
  remember: false,
});
const unit = { authorization: `Bearer ${unitSession.access_token}`, accept: 'application/json' };

await time('all, newest first', 'assets/list');
await time('all, page 1000', 'assets/list?page=1000');
await time('public warehouse', 'assets/list?view=public');
await time('shared resources', 'assets/list?view=resource');
await time('status idle', 'assets/list?status=idle');
await time('place subtree (warehouse)', `assets/list?storage_location_id=${warehouse.id}`);
await time('class subtree (3 general equipment)', `assets/list?base_data_id=${general.id}`);
await time(
  'value range + purchase dates',
  'assets/list?value_min=50000&value_max=60000&date_start=2015-01-01&date_end=2016-12-31',
);
await time('keyword = code', `assets/list?keyword=${sample.code}`);
await time('keyword in name', `assets/list?keyword=${encodeURIComponent(sample.name)}`);
await time('mark damaged', 'assets/list?mark=damaged');
await time('detail', `assets/detail?id=${sample.id}`);
await time('history', `assets/history/${sample.id}`);
await time('movement ledger', 'assets/events');
await time('unit admin: all in scope', 'assets/list', unit);
await time('unit admin: own assets', 'assets/list?view=self', unit);
await time('unit admin: public warehouse', 'assets/list?view=public', unit);
await time('unit admin: place subtree', `assets/list?storage_location_id=${warehouse.id}`, unit);
await time('unit admin: movement ledger', 'assets/events', unit);
await time('unit admin: eligible for join', 'assetsJoin/eligible', unit);
await close();
