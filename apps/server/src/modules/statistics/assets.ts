import { ASSET_SERIES, IDLE_AGE_GROUPS, percentOf, type StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { assetReadable, type Scope } from '../assets/index.js';
import {
  ASSETS_IN_PREFIX,
  ASSETS_OUT_PREFIX,
  addDays,
  dailyFigures,
  daysBetween,
  localDay,
} from '../dashboard/index.js';

/** The statuses the timeline follows: the public warehouse's pool and what of it is out. */
const POOL = ['in_warehouse', 'lent', 'leased'] as const;
type PoolStatus = (typeof POOL)[number];
type Counts = Record<PoolStatus, number>;

/** Live assets per pool status now (each an index range count). */
async function countsNow(db: Db): Promise<Counts> {
  const rows = await db
    .selectFrom('assets')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('deleted_at', 'is', null)
    .where('status', 'in', [...POOL])
    .groupBy('status')
    .execute();
  const counts: Counts = { in_warehouse: 0, lent: 0, leased: 0 };
  for (const row of rows) counts[row.status as PoolStatus] = Number(row.n);
  return counts;
}

/**
 * The pool statuses as each of `days` (up to today, in order) ended: today's counts, walked back day by
 * day through the status moves of the daily rollups (a day's moves in are taken off, its moves out put
 * back). Only the rollups are read, however far back the range starts: at most a row per day.
 */
async function countsByDay(db: Db, days: readonly string[], today: string): Promise<Counts[]> {
  const first = days[0];
  if (!first) return [];
  const after = first < today ? daysBetween(addDays(first, 1), today) : [];
  const [now, moves] = await Promise.all([
    countsNow(db),
    dailyFigures(db, after, ['assetsIn', 'assetsOut'], today),
  ]);
  const movesOf = new Map(after.map((day, i) => [day, moves[i]]));
  const wanted = new Set(days);
  const ended = new Map<string, Counts>();
  const counts = { ...now };
  for (let day = today; day >= first; day = addDays(day, -1)) {
    if (wanted.has(day)) ended.set(day, { ...counts });
    const figures = movesOf.get(day);
    if (!figures) continue;
    for (const status of POOL) {
      const moved =
        (figures.get(`${ASSETS_IN_PREFIX}${status}`) ?? 0) -
        (figures.get(`${ASSETS_OUT_PREFIX}${status}`) ?? 0);
      // History written outside the forms (imports of old data) may not add up: never below none.
      counts[status] = Math.max(0, counts[status] - moved);
    }
  }
  return days.map((day) => ended.get(day) ?? { ...now });
}

/** A day `years` before `day` (the 29th of February of a year without one still sorts correctly). */
const yearsBefore = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;

/**
 * Idle assets the caller may see, per age group (whole years since purchase as of `today`): a range
 * count of the status-and-purchase-date index per group, each read from the index alone.
 */
async function idleByAge(db: Db, scope: Scope, today: string): Promise<Map<string, number>> {
  const reads = IDLE_AGE_GROUPS.map((group, i) => {
    // Bought after the day `from` years ago, and (for all but the oldest) not after the next group's.
    const older = IDLE_AGE_GROUPS[i + 1];
    let read = db
      .selectFrom('assets')
      .select([sql.lit(group.key).as('k'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('deleted_at', 'is', null)
      .where('status', '=', 'idle')
      .where(assetReadable(scope));
    if (group.from > 0) read = read.where('purchase_date', '<=', yearsBefore(today, group.from));
    if (older) read = read.where('purchase_date', '>', yearsBefore(today, older.from));
    return read;
  });
  const [first, ...rest] = reads;
  if (!first) return new Map();
  const rows = await rest.reduce((all, next) => all.unionAll(next), first).execute();
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}

/** Lent assets past their due date that the caller may see, per unit holding them (its name). */
async function overdueByUnit(db: Db, scope: Scope, today: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('assets')
    .leftJoin('organizations as o', 'o.id', 'assets.holder_organization_id')
    .select([
      'assets.holder_organization_id as unit',
      'o.name as name',
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('assets.deleted_at', 'is', null)
    .where('assets.status', '=', 'lent')
    .where('assets.due_date', '<', today)
    .where(assetReadable(scope))
    .groupBy(['assets.holder_organization_id', 'o.name'])
    .execute();
  const units = new Map<string, number>();
  for (const r of rows) {
    const name = r.name ?? (r.unit === null ? '' : `#${r.unit}`);
    units.set(name, (units.get(name) ?? 0) + Number(r.n));
  }
  return units;
}

/**
 * `GET statistic/assets`: per day of the range up to today, the public warehouse's assets lent, leased,
 * both, its pool and utilisation (the share of the pool lent or leased) as the day ended; and as they
 * stand today, idle assets per age group and lent assets overdue for return per unit
 * (`idle_age:<group>`, `overdue_in:<unit>`, dated today). The pool is public and open to every unit;
 * idle and overdue assets are only those of the caller's data scope.
 */
export async function assetPoints(
  db: Db,
  days: string[],
  scope: Scope,
  today = localDay(new Date()),
): Promise<StatPoint[]> {
  const shown = days.filter((day) => day <= today);
  const [byDay, idle, overdue] = await Promise.all([
    countsByDay(db, shown, today),
    idleByAge(db, scope, today),
    overdueByUnit(db, scope, today),
  ]);
  const timeline = shown.flatMap((date, i) => {
    const c = byDay[i] ?? { in_warehouse: 0, lent: 0, leased: 0 };
    const shared = c.lent + c.leased;
    const pool = shared + c.in_warehouse;
    const values = { lent: c.lent, leased: c.leased, shared, pool, utilisation: percentOf(shared, pool) };
    return ASSET_SERIES.map((series) => ({ series, date, value: values[series] }));
  });
  return [
    ...timeline,
    ...IDLE_AGE_GROUPS.map((g) => ({
      series: `idle_age:${g.key}`,
      date: today,
      value: idle.get(g.key) ?? 0,
    })),
    ...[...overdue].map(([unit, value]) => ({ series: `overdue_in:${unit}`, date: today, value })),
  ];
}
