import { AREAS } from '@bo/contract';
import type { Db } from '../../db/database.js';
import type { Reference, Unit, World } from './asset-world.js';
import { DAY, dateOf, hash01, insertIds, iso, weighted } from './progress.js';
import { ASSET_ITEMS, BUREAUS, DEPARTMENTS } from './words.js';

const stamps = (ms: number) => ({ created_at: iso(ms), updated_at: iso(ms) });

/** Units in the Wuhan districts (the central one first) with departments, and warehouses of shelves. */
export async function reference(db: Db, count: number, now: number): Promise<Omit<Reference, 'serial'>> {
  const unitCount = Math.min(200, Math.max(4, Math.round(Math.sqrt(count / 12.5))));
  const names = Array.from({ length: unitCount }, (_, k) => {
    if (k === 0) return { name: '市机关事务管理局', area: AREAS[0].id as number };
    const area = AREAS[(k - 1) % AREAS.length] ?? AREAS[0];
    const round = Math.floor((k - 1) / AREAS.length);
    const suffix = round >= BUREAUS.length ? `${Math.floor(round / BUREAUS.length) + 1}` : '';
    return { name: `${area.name}${BUREAUS[round % BUREAUS.length]}${suffix}`, area: area.id as number };
  });
  const unitIds = await insertIds(
    db,
    'organizations',
    names.map((u) => ({ name: u.name, area_id: u.area, ...stamps(now) })),
  );
  const units: Unit[] = [];
  for (const [k, { name, area }] of names.entries()) {
    const id = unitIds[k] as number;
    const own = DEPARTMENTS.slice(0, 3 + (k % 3));
    const ids = await insertIds(
      db,
      'departments',
      own.map((dept) => ({ organization_id: id, parent_id: null, name: dept, ...stamps(now) })),
    );
    const departments = own.map((dept, j) => ({ id: ids[j] as number, name: dept }));
    const [archive] = await insertIds(db, 'departments', [
      { organization_id: id, parent_id: ids[0] ?? null, name: '档案室', ...stamps(now) },
    ]);
    departments.push({ id: archive as number, name: '档案室' });
    units.push({ id, name, area, departments });
  }
  const taken = await db
    .selectFrom('storage_locations')
    .select('id')
    .where('code', '=', 'GWC01')
    .executeTakeFirst();
  const prefix = taken ? `GWC${now.toString(36).slice(-4).toUpperCase()}-` : 'GWC';
  const shelves: Reference['shelves'] = [];
  const warehouses = Math.min(8, Math.max(1, Math.round(unitCount / 25)));
  for (let w = 0; w < warehouses; w++) {
    const area = AREAS[(w * 2) % AREAS.length] ?? AREAS[0];
    const place = async (pid: number, level: number, name: string, code: string, sort: number) =>
      (
        await insertIds(db, 'storage_locations', [
          { pid, level, name, code, capacity: 0, remark: '', sort, ...stamps(now) },
        ])
      )[0] as number;
    const wName = `${area.name}公物仓`;
    const wCode = `${prefix}${String(w + 1).padStart(2, '0')}`;
    const warehouse = await place(0, 1, wName, wCode, w);
    for (const [z, zone] of ['A', 'B', 'C', 'D'].entries()) {
      const zoneId = await place(warehouse, 2, `${zone} 区`, `${wCode}-${zone}`, z);
      for (let s = 1; s <= 8; s++) {
        const id = await place(zoneId, 3, `${s} 号货架`, `${wCode}-${zone}${String(s).padStart(2, '0')}`, s);
        shelves.push({ id, path: `${wName} / ${zone} 区 / ${s} 号货架` });
      }
    }
  }
  const rows = await db.selectFrom('base_data').select(['id', 'pid', 'code', 'unit']).execute();
  const parents = new Set(rows.map((r) => r.pid));
  const classes = ASSET_ITEMS.flatMap((item) => {
    const row = rows.find((r) => r.code === item.code && !parents.has(r.id));
    return row ? [{ ...item, id: row.id, unit: row.unit }] : [];
  });
  return { units, shelves, classes };
}

const weights = new WeakMap<Reference, number[]>();
/** The class of asset `i`, as often as classes occur. */
export function classOf(ref: Reference, i: number): Reference['classes'][number] {
  let w = weights.get(ref);
  if (!w) {
    w = ref.classes.map((c) => c.weight);
    weights.set(ref, w);
  }
  return ref.classes[weighted(w, hash01(i, 11))] as Reference['classes'][number];
}

/** The original value (cents) of asset `i`, spread evenly on a log scale over its class's range. */
export function assetValue(ref: Reference, i: number): number {
  const cls = classOf(ref, i);
  return Math.round(Math.exp(Math.log(cls.min) + hash01(i, 13) * Math.log(cls.max / cls.min))) * 100;
}

/** What never changes about asset `i`: class, name, brand, model, value, purchase date. */
export function describe(ref: Reference, w: World, i: number) {
  const cls = classOf(ref, i);
  const { at, imported } = w.registration(i);
  const bought = at - (imported && i < w.count * 0.3 ? hash01(i, 12) * 15 * 365 : hash01(i, 12) * 90) * DAY;
  const value = assetValue(ref, i);
  return {
    cls,
    name: cls.names[Math.floor(hash01(i, 14) * cls.names.length)] ?? '',
    brand: cls.brands[Math.floor(hash01(i, 15) * cls.brands.length)] ?? '',
    model: `${String.fromCharCode(65 + Math.floor(hash01(i, 16) * 26))}${100 + Math.floor(hash01(i, 17) * 900)}`,
    value,
    purchase: dateOf(bought),
    at,
  };
}
