import { ASSET_SERIES, IDLE_AGE_GROUPS, percentOf, type StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { assetReadable, type DayRange, idleBoughtIn, lentDueBefore, type Scope } from '../assets/index.js';
import { localDay, poolByDay } from '../dashboard/index.js';

/** A day `years` before `day` (the 29th of February of a year without one still sorts correctly). */
const yearsBefore = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;

/** The purchase days of each idle age group (whole years since purchase as of `today`). */
export function ageRanges(today: string): DayRange[] {
  return IDLE_AGE_GROUPS.map((group, i) => {
    // Bought after the day `from` years ago, and (for all but the oldest) not after the next group's.
    const older = IDLE_AGE_GROUPS[i + 1];
    return {
      key: group.key,
      ...(older ? { after: yearsBefore(today, older.from) } : {}),
      ...(group.from > 0 ? { upTo: yearsBefore(today, group.from) } : {}),
    };
  });
}

/**
 * A narrower scope's idle assets per age group (`k`, `n`): a range count per group of the
 * status-and-purchase-date index, which holds every column a scope filters on, so each reads the index
 * alone.
 */
export function scopedIdleCounts(db: Db, scope: Scope, ranges: readonly DayRange[]) {
  const reads = ranges.map((range) => {
    let read = db
      .selectFrom('assets')
      .select([sql.lit(range.key).as('k'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('deleted_at', 'is', null)
      .where('status', '=', 'idle')
      .where(assetReadable(scope));
    if (range.after !== undefined) read = read.where('purchase_date', '>', range.after);
    if (range.upTo !== undefined) read = read.where('purchase_date', '<=', range.upTo);
    return read;
  });
  const [first, ...rest] = reads;
  return first ? rest.reduce((all, next) => all.unionAll(next), first) : null;
}

/** Idle assets the caller may see, per age group: with scope `all` from the kept counts. */
async function idleByAge(db: Db, scope: Scope, today: string): Promise<Map<string, number>> {
  const ranges = ageRanges(today);
  if (scope.kind === 'all') return idleBoughtIn(db, ranges);
  const rows = (await scopedIdleCounts(db, scope, ranges)?.execute()) ?? [];
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}

/**
 * A narrower scope's lent assets due before `today`, per holding unit (`unit`, `n`), from the
 * status-and-due-date index alone (it holds every column a scope filters on).
 */
export function scopedOverdueCounts(db: Db, scope: Scope, today: string) {
  return db
    .selectFrom('assets')
    .select(['holder_organization_id as unit', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'lent')
    .where('due_date', '<', today)
    .where(assetReadable(scope))
    .groupBy('holder_organization_id');
}

/**
 * Lent assets past their due date that the caller may see, per unit holding them (its name): with
 * scope `all` from the kept counts; then each unit named once.
 */
async function overdueByUnit(db: Db, scope: Scope, today: string): Promise<Map<string, number>> {
  const perUnit = scope.kind === 'all' ? lentDueBefore(db, today) : scopedOverdueCounts(db, scope, today);
  const rows = await db
    .selectFrom(perUnit.as('c'))
    .leftJoin('organizations as o', 'o.id', 'c.unit')
    .select(['c.unit', 'c.n', 'o.name'])
    .execute();
  const units = new Map<string, number>();
  for (const r of rows) {
    const name = r.name ?? (r.unit === null ? '' : `#${r.unit}`);
    const n = Number(r.n);
    // A unit whose lent assets all came back since the counts were folded sums to none.
    if (n !== 0) units.set(name, (units.get(name) ?? 0) + n);
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
    poolByDay(db, shown, today),
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
