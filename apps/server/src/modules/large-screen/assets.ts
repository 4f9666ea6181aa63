import { ASSET_STATUSES, LARGE_SCREEN_MONTHS, LARGE_SCREEN_TOP_AREAS, type LargeScreen } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { localDay } from '../dashboard/index.js';

/** Live assets counted (and valued) per combination of the columns the screen groups by. */
export interface AssetGroup {
  status: string;
  base_data_id: number;
  area_id: number | null;
  ownership: string;
  is_resource: number;
  n: number;
  value: number;
}

const n = (v: number | string | bigint | null | undefined) => Number(v ?? 0);

/**
 * Every asset figure of the screen comes from this one grouped read: a scan of the covering partial
 * index of 0015 (no table rows), in the index's order so it groups as it goes. It yields a few hundred
 * to a few thousand groups (statuses × top classes' children × areas × ownership × shared).
 */
export async function assetGroups(db: Db): Promise<AssetGroup[]> {
  const rows = await db
    .selectFrom('assets')
    .select([
      'status',
      'base_data_id',
      'area_id',
      'ownership',
      'is_resource',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(original_value), 0)`.as('value'),
    ])
    .where('deleted_at', 'is', null)
    .groupBy(['status', 'base_data_id', 'area_id', 'ownership', 'is_resource'])
    .execute();
  return rows.map((r) => ({ ...r, is_resource: Number(r.is_resource), n: n(r.n), value: n(r.value) }));
}

/** Sums `n` of the groups per `key`. */
function countBy<K>(groups: AssetGroup[], key: (g: AssetGroup) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const g of groups) sums.set(key(g), (sums.get(key(g)) ?? 0) + g.n);
  return sums;
}

/** How many live assets, and their original value (cents). */
export function assetTotals(groups: AssetGroup[]): { assets: number; value: number } {
  return groups.reduce((t, g) => ({ assets: t.assets + g.n, value: t.value + g.value }), {
    assets: 0,
    value: 0,
  });
}

/** Live assets per status, every status in its canonical order. */
export function byStatus(groups: AssetGroup[]): LargeScreen['assets_by_status'] {
  const counts = countBy(groups, (g) => g.status);
  return ASSET_STATUSES.map((status) => ({ status, value: counts.get(status) ?? 0 }));
}

/** Live assets per top-level class: counted per class, then summed up the (small) classification tree. */
export async function byClass(db: Db, groups: AssetGroup[]): Promise<LargeScreen['assets_by_class']> {
  const classes = await db.selectFrom('base_data').select(['id', 'pid', 'name', 'sort']).execute();
  const byId = new Map(classes.map((c) => [c.id, c]));
  const rootOf = (id: number) => {
    let node = byId.get(id);
    for (let depth = 0; node && node.pid !== 0 && byId.has(node.pid) && depth < 32; depth++)
      node = byId.get(node.pid);
    return node;
  };
  const sums = new Map<number, { id: number; name: string; sort: number; value: number }>();
  for (const [classId, count] of countBy(groups, (g) => g.base_data_id)) {
    const root = rootOf(classId);
    const key = root?.id ?? classId;
    const sum = sums.get(key) ?? { id: key, name: root?.name ?? '', sort: root?.sort ?? 0, value: 0 };
    sum.value += count;
    sums.set(key, sum);
  }
  return [...sums.values()]
    .sort((a, b) => b.value - a.value || a.sort - b.sort || a.id - b.id)
    .map(({ id, name, value }) => ({ id, name, value }));
}

/** Live assets per area of their owner: the largest ten by name, and the sum of the others. */
export async function byArea(db: Db, groups: AssetGroup[]): Promise<LargeScreen['assets_by_area']> {
  const counted = [...countBy(groups, (g) => g.area_id)]
    .map(([id, value]) => ({ id, value }))
    .sort((a, b) => b.value - a.value || (a.id ?? 0) - (b.id ?? 0));
  const top = counted.slice(0, LARGE_SCREEN_TOP_AREAS);
  const ids = top.flatMap((r) => (r.id === null ? [] : [r.id]));
  const areas = ids.length
    ? await db.selectFrom('areas').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const names = new Map(areas.map((a) => [a.id, a.name]));
  return {
    top: top.map((r) => ({ id: r.id, name: r.id === null ? '' : (names.get(r.id) ?? ''), value: r.value })),
    other: counted.slice(LARGE_SCREEN_TOP_AREAS).reduce((sum, r) => sum + r.value, 0),
  };
}

/** Assets in the public warehouse and self-owned ones offered for sharing, against all live assets. */
export function sharing(groups: AssetGroup[]): LargeScreen['sharing'] {
  const sum = (keep: (g: AssetGroup) => boolean) => groups.reduce((s, g) => (keep(g) ? s + g.n : s), 0);
  const inWarehouse = sum((g) => g.ownership === 'public');
  const offered = sum((g) => g.ownership === 'self' && g.is_resource === 1);
  const total = sum(() => true);
  const shared = inWarehouse + offered;
  return {
    public: inWarehouse,
    offered,
    shared,
    total,
    rate: total === 0 ? 0 : Math.round((shared / total) * 10_000) / 10_000,
  };
}

/** The first instants of the last twelve local months and of the next one, as stored (ISO). */
function monthStarts(now: Date): { month: string; from: string }[] {
  return Array.from({ length: LARGE_SCREEN_MONTHS + 1 }, (_, i) => {
    const start = new Date(now.getFullYear(), now.getMonth() - LARGE_SCREEN_MONTHS + 1 + i, 1);
    return { month: localDay(start).slice(0, 7), from: start.toISOString() };
  });
}

/**
 * Lines of completed join (intake) and out (allocation) forms per month they were completed in: one
 * range read of the forms index of 0015, summed per month in SQL.
 */
export async function monthly(db: Db, now: Date): Promise<LargeScreen['monthly']> {
  const starts = monthStarts(now);
  const months = starts.slice(0, LARGE_SCREEN_MONTHS).map((m, i) => ({ ...m, to: starts[i + 1]?.from }));
  const rows = await db
    .selectFrom('asset_forms')
    .select([
      'kind',
      ...months.map((m, i) =>
        sql<number>`coalesce(sum(case when completed_at >= ${m.from} and completed_at < ${m.to} then line_count else 0 end), 0)`.as(
          `m${i}`,
        ),
      ),
    ])
    .where('kind', 'in', ['join', 'out'])
    .where('status', '=', 'completed')
    .where('completed_at', '>=', months[0]?.from ?? '')
    .groupBy('kind')
    .execute();
  const of = (kind: string, i: number) => {
    const row = rows.find((r) => r.kind === kind) as Record<string, unknown> | undefined;
    return n(row?.[`m${i}`] as number | undefined);
  };
  return months.map((m, i) => ({ month: m.month, intake: of('join', i), allocation: of('out', i) }));
}
