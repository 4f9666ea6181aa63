import type { Db } from '../../src/db/database.js';

const CHUNK = 500;
const ORGS = 50;
const PLACES = 300;

/**
 * `count` assets over 50 units and 300 places (three levels) with two history events each: one in
 * five in the public warehouse, one in fifty shared, a few lent or leased to another unit. Answers
 * the units' ids.
 */
export async function seedAssets(db: Db, count: number): Promise<number[]> {
  const ASSETS = count;
  const now = new Date().toISOString();
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
      // Some of the units' own assets are out: lent (a third of them overdue) or leased.
      const out = isPublic || i % 3 === 0 ? null : i % 41 === 0 ? 'lent' : i % 43 === 0 ? 'leased' : null;
      const due = out === 'lent' ? new Date(Date.now() + ((i % 3) - 1) * 30 * 86_400_000) : null;
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
        holder_organization_id: out ? (orgIds[(i + 1) % ORGS] as number) : null,
        due_date: due ? due.toISOString().slice(0, 10) : null,
        ownership: isPublic ? 'public' : 'self',
        status: isPublic ? 'in_warehouse' : (out ?? (i % 3 ? 'in_use' : 'idle')),
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
  return orgIds;
}
