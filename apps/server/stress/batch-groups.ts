import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';

/** One row of a batch as the check sees it: its state (what the batch sets) and its version. */
export interface RowState {
  state: string;
  version: number;
}

/**
 * A group of rows that one batch request changes together. Groups never share rows, so each batch's
 * outcome can be judged on its own: every row changed, or none.
 */
export interface BatchGroup {
  name: string;
  route: string;
  ids: number[];
  /** The body that sets the group to state `to` (`to` alternates between rounds). */
  body(to: 0 | 1): unknown;
  /** The state a row shows after a batch to `to`. */
  expected(to: 0 | 1): string;
  read(db: Db): Promise<Map<number, RowState>>;
  /** Derived rows that must agree with the batch: history events written per changed row. */
  events(db: Db): Promise<number>;
  /** Throws when a derived table disagrees with the rows (the marks the list filters on). */
  consistent(db: Db): Promise<void>;
}

const noEvents = async () => 0;
const noDerived = async () => undefined;

export function goodsGroup(name: string, ids: number[]): BatchGroup {
  return {
    name,
    route: 'good/state/0',
    ids,
    body: (to) => ({ ids, is_show: to }),
    expected: (to) => String(to),
    async read(db) {
      const rows = await db
        .selectFrom('goods')
        .select(['id', 'is_show', 'version'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, { state: String(r.is_show), version: r.version }]));
    },
    events: noEvents,
    consistent: noDerived,
  };
}

const MARKS = [['important'], ['damaged', 'to_repair']] as const;
const storedMarks = (to: 0 | 1) => `,${[...MARKS[to]].sort().join(',')},`;

export function marksGroup(name: string, ids: number[]): BatchGroup {
  return {
    name,
    route: 'assets/mark',
    ids,
    body: (to) => ({ ids, marks: MARKS[to] }),
    expected: storedMarks,
    async read(db) {
      const rows = await db
        .selectFrom('assets')
        .select(['id', 'marks', 'version'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, { state: r.marks, version: r.version }]));
    },
    events: (db) => countEvents(db, ids, 'marked'),
    async consistent(db) {
      const rows = await db.selectFrom('assets').select(['id', 'marks']).where('id', 'in', ids).execute();
      const kept = await db
        .selectFrom('asset_marks')
        .select(['asset_id', 'mark'])
        .where('asset_id', 'in', ids)
        .orderBy('mark')
        .execute();
      for (const row of rows) {
        const listed = kept.filter((k) => k.asset_id === row.id).map((k) => k.mark);
        const shown = listed.length ? `,${listed.join(',')},` : '';
        if (shown !== row.marks)
          throw new Error(`asset ${row.id}: marks "${row.marks}" but asset_marks "${shown}"`);
      }
    },
  };
}

export function resourceGroup(name: string, ids: number[]): BatchGroup {
  return {
    name,
    route: 'assets/updateresource',
    ids,
    body: (to) => ({ ids, is_resource: to }),
    expected: (to) => String(to),
    async read(db) {
      const rows = await db
        .selectFrom('assets')
        .select(['id', 'is_resource', 'version'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, { state: String(r.is_resource), version: r.version }]));
    },
    events: (db) => countEvents(db, ids, 'resource'),
    consistent: noDerived,
  };
}

async function countEvents(db: Db, ids: number[], kind: 'marked' | 'resource'): Promise<number> {
  const row = await db
    .selectFrom('asset_events')
    .select(sql<number>`count(*)`.as('n'))
    .where('asset_id', 'in', ids)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Judges one group after a kill: returns 'changed' or 'unchanged', or throws on a half-write (some rows
 * changed, versions bumped on some rows only, or history events not one per changed row).
 */
export function judge(
  group: BatchGroup,
  before: Map<number, RowState>,
  after: Map<number, RowState>,
  eventsAdded: number,
  to: 0 | 1,
): 'changed' | 'unchanged' {
  const target = group.expected(to);
  let changed = 0;
  for (const id of group.ids) {
    const was = before.get(id);
    const now = after.get(id);
    if (!was || !now) throw new Error(`${group.name}: row ${id} missing`);
    const isChanged = now.state === target && now.version === was.version + 1;
    const isSame = now.state === was.state && now.version === was.version;
    if (!isChanged && !isSame)
      throw new Error(`${group.name}: row ${id} went ${JSON.stringify(was)} → ${JSON.stringify(now)}`);
    if (isChanged) changed++;
  }
  if (changed !== 0 && changed !== group.ids.length)
    throw new Error(`${group.name}: half-written, ${changed} of ${group.ids.length} rows changed`);
  const hasEvents = group.route.startsWith('assets/');
  if (hasEvents && eventsAdded !== changed)
    throw new Error(`${group.name}: ${changed} rows changed but ${eventsAdded} history events added`);
  return changed ? 'changed' : 'unchanged';
}
