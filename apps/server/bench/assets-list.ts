/**
 * Asset lists at scale (issue 6): fills a scratch database with `ASSETS` assets (default 500 000) over
 * 50 units and 300 places with two history events each, and times the list views, filters, history and
 * the movement ledger for an administrator who sees everything and for one unit's administrator.
 * Run: `npx tsx --conditions=source apps/server/bench/assets-list.ts` (or with DATABASE_URL set).
 */
import { issueSession } from '../src/modules/auth/sessions.js';
import { benchApp } from './support.js';

const ASSETS = Number(process.env.ASSETS ?? 500_000);
const CHUNK = 500;
const { app, analyze, time, close } = await benchApp('assets');
const db = app.db;
const now = new Date().toISOString();
const ORGS = 50;
const PLACES = 300;

console.log(`seeding ${ORGS} units, ${PLACES} places, ${ASSETS} assets…`);
for (let i = 0; i < ORGS; i++) {
  await db
    .insertInto('organizations')
    .values({ name: `Unit ${i}`, area_id: null, created_at: now, updated_at: now })
    .execute();
}
const orgIds = (await db.selectFrom('organizations').select('id').orderBy('id').execute()).map((o) => o.id);
for (let i = 0; i < PLACES; i++) {
  const level = i < 10 ? 1 : i < 60 ? 2 : 3;
  const pid = level === 1 ? 0 : level === 2 ? 1 + (i % 10) : 11 + (i % 50);
  await db
    .insertInto('storage_locations')
    .values({
      pid,
      level,
      name: `Place ${i}`,
      code: `P-${i}`,
      capacity: 0,
      remark: '',
      sort: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
const classIds = (await db.selectFrom('base_data').select('id').execute()).map((c) => c.id);
const names = ['Laptop', 'Desk', 'Printer', 'Chair', 'Car', 'Projector', 'Cabinet', 'Phone'];
for (let from = 0; from < ASSETS; from += CHUNK) {
  const rows = Array.from({ length: Math.min(CHUNK, ASSETS - from) }, (_, k) => {
    const i = from + k;
    const isPublic = i % 5 === 0;
    return {
      code: `ZC0301-2024-${String(i + 1).padStart(7, '0')}`,
      name: `${names[i % names.length]} ${i}`,
      base_data_id: classIds[i % classIds.length] as number,
      brand: 'Brand',
      model: 'M',
      unit: '台',
      quantity: 1,
      original_value: 10000 + (i % 1000) * 100,
      purchase_date: `20${10 + (i % 15)}-0${1 + (i % 9)}-15`,
      organization_id: orgIds[i % ORGS] as number,
      area_id: null,
      department_id: null,
      custodian: `C${i % 500}`,
      storage_location_id: 61 + (i % 240),
      holder_organization_id: null,
      due_date: null,
      ownership: isPublic ? 'public' : 'self',
      status: isPublic ? 'in_warehouse' : i % 3 ? 'in_use' : 'idle',
      is_resource: i % 50 === 0 ? 1 : 0,
      bound: 0,
      tag: '',
      marks: i % 97 === 0 ? ',damaged,' : '',
      photo: '',
      created_by: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    };
  });
  const ids = await db.insertInto('assets').values(rows).returning('id').execute();
  await db
    .insertInto('asset_events')
    .values(
      ids.flatMap(({ id }) => [
        {
          asset_id: id,
          kind: 'created',
          changes: '{"status":[null,"idle"]}',
          form_id: null,
          operator_id: 1,
          operator_name: 'admin',
          created_at: now,
        },
        {
          asset_id: id,
          kind: 'edited',
          changes: '{"name":["a","b"]}',
          form_id: null,
          operator_id: 1,
          operator_name: 'admin',
          created_at: now,
        },
      ]),
    )
    .execute();
  if (from % 50_000 === 0) process.stdout.write(`\r${from}`);
}
console.log();
await analyze();

const unitAdmin = await db
  .insertInto('admins')
  .values({
    username: 'unit',
    password_hash: 'x',
    nickname: 'unit',
    avatar: '',
    email: '',
    cellphone: '',
    introduction: '',
    rank: '',
    code: '',
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
await time('place subtree (warehouse)', 'assets/list?storage_location_id=1');
await time('class subtree (3 general equipment)', 'assets/list?base_data_id=3');
await time(
  'value range + purchase dates',
  'assets/list?value_min=50000&value_max=60000&date_start=2015-01-01&date_end=2016-12-31',
);
await time('keyword = code', 'assets/list?keyword=ZC0301-2024-0123456');
await time('keyword in name', 'assets/list?keyword=Projector%2012345');
await time('mark damaged', 'assets/list?mark=damaged');
await time('detail', 'assets/detail?id=123456');
await time('history', 'assets/history/123456');
await time('movement ledger', 'assets/events');
await time('unit admin: all in scope', 'assets/list', unit);
await time('unit admin: own assets', 'assets/list?view=self', unit);
await time('unit admin: public warehouse', 'assets/list?view=public', unit);
await time('unit admin: place subtree', 'assets/list?storage_location_id=1', unit);
await time('unit admin: movement ledger', 'assets/events', unit);
await time('unit admin: eligible for join', 'assetsJoin/eligible', unit);
await close();
