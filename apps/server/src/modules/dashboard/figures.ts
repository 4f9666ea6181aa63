import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type FigureGroup, GROUPS, type Group, metricsOf, type Placement } from './figure-groups.js';
import { inWindows, type Window, windowIndex } from './windows.js';

/** One window's figures: metric → value. */
export type Figures = Map<string, number>;

/**
 * What every group's read returns, so that all of them go in one statement: the group (`g`), the
 * window (`w`), a key (`k`, of the groups counted per key only) and up to two values (`a`, `b`).
 */
interface FigureRow {
  g: number;
  w: number;
  k: string | null;
  /** Numbers, or text for PostgreSQL's `bigint` and `numeric`. */
  a: number;
  b: number;
}

/** A group's read, which the others are appended to with `union all`. */
interface FigureQuery extends Expression<FigureRow> {
  unionAll(other: Expression<FigureRow>): FigureQuery;
  execute(): Promise<FigureRow[]>;
}

const noKey = sql<string | null>`cast(null as varchar(32))`;

/** A group's figures over its rows placed by `at`: of window `alone`, or grouped by window (`t.w`). */
function figureQuery(db: Db, group: Group, g: number, at: Placement, alone: number | null): FigureQuery {
  const query = db
    .selectFrom(group.rows(db, at).as('t'))
    .select([
      sql.lit(g).as('g'),
      (alone === null ? sql<number>`t.w` : sql.lit(alone)).as('w'),
      (group.keyPrefix ? sql<string | null>`t.k` : noKey).as('k'),
      group.a.as('a'),
      (group.b ?? sql<number>`0`).as('b'),
    ]);
  const keys = [...(alone === null ? [sql`t.w`] : []), ...(group.keyPrefix ? [sql`t.k`] : [])];
  return keys.length > 0 ? query.groupBy(keys) : query;
}

/**
 * Up to this many windows, each is read on its own (an indexed range count, which SQLite serves
 * straight from the index: five times faster than placing every row in its window and sorting them
 * into groups); past it, every row is placed by a CASE over the windows, so the statement stays small.
 */
const WINDOWS_READ_ALONE = 4;

/** The reads of `group` over `windows`: one per window, or one for them all. */
function groupQueries(db: Db, group: Group, g: number, windows: readonly Window[]): FigureQuery[] {
  const ref = sql.ref(group.column);
  if (windows.length <= WINDOWS_READ_ALONE)
    return windows.map((window, i) => {
      const at = {
        w: sql.lit(i),
        within: sql<boolean>`(${ref} >= ${window.from} and ${ref} < ${window.to})`,
      };
      return figureQuery(db, group, g, at, i);
    });
  const at = { w: windowIndex(group.column, windows), within: inWindows(group.column, windows) };
  return [figureQuery(db, group, g, at, null)];
}

/**
 * The figures of `groups` in each of `windows` (in time order, none overlapping), counted from their
 * tables in one statement (one message to a reader, whatever the number of groups and windows). The
 * result lists one map per window.
 */
export async function countFigures(
  db: Db,
  windows: readonly Window[],
  groups: readonly FigureGroup[],
): Promise<Figures[]> {
  const figures = windows.map(() => new Map(metricsOf(groups).map((metric) => [metric, 0])));
  if (windows.length === 0) return figures;
  const [first, ...rest] = groups.flatMap((group, g) => groupQueries(db, GROUPS[group], g, windows));
  if (!first) return figures;
  const rows = await rest.reduce((all, next) => all.unionAll(next), first).execute();
  for (const row of rows) {
    const group = groups[Number(row.g)];
    const day = figures[Number(row.w)];
    if (!group || !day) continue;
    const {
      keyPrefix,
      metrics: [a, b],
    } = GROUPS[group];
    if (keyPrefix) {
      day.set(`${keyPrefix}${row.k}`, Number(row.a));
      // Its total over the keys: a day rolled up before the group existed lacks it, and is rolled again.
      if (a) day.set(a, (day.get(a) ?? 0) + Number(row.a));
      continue;
    }
    if (a) day.set(a, Number(row.a));
    if (b) day.set(b, Number(row.b));
  }
  return figures;
}
