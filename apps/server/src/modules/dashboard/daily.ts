import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { addDays } from './days.js';
import { type FigureGroup, keyPrefixesOf, metricsOf } from './figure-groups.js';
import { countFigures, type Figures } from './figures.js';
import { dayWindow } from './windows.js';

/**
 * Marks a day whose figures the rollup stored after the day was over (two days or more later, when
 * nothing lands on it any more), all in one transaction: only such a day is read from `stat_days`.
 */
export const SETTLED = 'settled';
/**
 * Marks a day with a key whose metric would not fit `stat_days.metric` (`varchar(32)`; a source may
 * have 32 characters): that day's figures per key are not kept, and are counted live. (The name is
 * the one stored since sources were the only figures per key.)
 */
export const KEYS_UNKEPT = 'visit_sources_unkept';
export const METRIC_MAX_LENGTH = 32;

/** Whether a `stat_days` row is one key's figure of a group counted per key (`_` is a wildcard in `like`). */
export const keyedMetric = (prefixes: readonly string[]) =>
  sql<boolean>`(${sql.join(
    prefixes.map((prefix) => sql`metric like ${`${prefix.replaceAll('_', '\\_')}%`} escape '\\'`),
    sql` or `,
  )})`;

/**
 * Each day's metrics as one JSON object: a reader thread hands over one row per day instead of one
 * per metric, and every row costs the server's thread time to receive.
 */
function metricsObject(db: Db): RawBuilder<string | Record<string, number>> {
  // PostgreSQL's driver parses JSON itself; SQLite returns the text.
  return isPostgres(db) ? sql`json_object_agg(metric, value)` : sql`json_group_object(metric, value)`;
}

/** The settled figures of `groups` stored for the days from `first` to `last`, by day. */
async function storedFigures(
  db: Db,
  first: string,
  last: string,
  groups: readonly FigureGroup[],
): Promise<Map<string, Figures>> {
  const fixed = metricsOf(groups);
  const prefixes = keyPrefixesOf(groups);
  const marks = prefixes.length > 0 ? [SETTLED, KEYS_UNKEPT] : [SETTLED];
  const rows = await db
    .selectFrom('stat_days')
    .select(['day', metricsObject(db).as('figures')])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .where((eb) =>
      prefixes.length > 0
        ? eb.or([eb('metric', 'in', [...marks, ...fixed]), keyedMetric(prefixes)])
        : eb('metric', 'in', [...marks, ...fixed]),
    )
    .groupBy('day')
    .execute();
  const usable = new Map<string, Figures>();
  for (const row of rows) {
    const stored: Record<string, number> =
      typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures;
    if (stored[SETTLED] === undefined || stored[KEYS_UNKEPT] !== undefined) continue;
    // A day settled before a figure existed lacks it: counted live instead.
    if (!fixed.every((metric) => stored[metric] !== undefined)) continue;
    const figures: Figures = new Map();
    for (const metric in stored) if (metric !== SETTLED) figures.set(metric, Number(stored[metric]));
    usable.set(row.day, figures);
  }
  return usable;
}

/**
 * The figures of `groups` for each of `days` (in order): days that ended before yesterday and that the
 * rollup has settled are read from `stat_days`; the rest (yesterday and today, which the rollup counts
 * again every run, days it has not settled, days to come) are counted from their tables, in one
 * statement for all of them.
 */
export async function dailyFigures(
  db: Db,
  days: readonly string[],
  groups: readonly FigureGroup[],
  today: string,
): Promise<Figures[]> {
  const yesterday = addDays(today, -1);
  const past = days.filter((day) => day < yesterday);
  const first = past[0];
  const last = past.at(-1);
  const stored = first && last ? await storedFigures(db, first, last, groups) : new Map<string, Figures>();
  const live = days.filter((day) => !stored.has(day));
  const counted = await countFigures(db, live.map(dayWindow), groups);
  const countedByDay = new Map(live.map((day, i) => [day, counted[i] ?? new Map()]));
  return days.map((day) => stored.get(day) ?? countedByDay.get(day) ?? new Map());
}

/** Writes figures of days into `stat_days` in batches, replacing what a day's metric held. */
export async function storeDays(db: Db, rows: readonly { day: string; metric: string; value: number }[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('stat_days')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc.columns(['metric', 'day']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
      )
      .execute();
}
