import type SQLite from 'better-sqlite3';
import type { Insertable } from 'kysely';
import { type Db, rawSqlite, type Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { random } from '../demo-kit.js';
import { GIVEN, SURNAMES } from './words.js';

/** Progress of a step: `done` of `total` units. */
export type Report = (label: string, done: number, total: number) => void;

export const DAY = 86_400_000;
/** Rows per INSERT: well under both databases' limits on bound parameters. */
export const CHUNK = 500;
/** Rows written per transaction: commits stay cheap, and SQLite's write-ahead log stays small. */
export const PER_TRANSACTION = 10_000;

export type Rng = ReturnType<typeof random> & {
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** The demo seeders' deterministic generator with a few conveniences. */
export function rng(seed: number): Rng {
  const base = random(seed);
  return {
    ...base,
    chance: (p) => base.next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(base.next() * items.length)] as T,
  };
}

/** A stateless number in [0, 1) for `(i, salt)`: the same in every pass over the same data. */
export function hash01(i: number, salt: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** An index in `[0, n)` drawn from weights (any positive numbers). */
export function weighted(weights: readonly number[], u: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let at = u * total;
  for (const [i, w] of weights.entries()) {
    at -= w;
    if (at < 0) return i;
  }
  return weights.length - 1;
}

type Table = keyof Database;

/** Inserts `rows` in chunks (inside the caller's transaction). */
export async function insertRows<T extends Table>(trx: Db | Trx, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * Inserts `rows` in chunks and returns their ids in the order of `rows`. Ids of one statement are
 * handed out in the order of its rows on both databases, so sorting them restores that order.
 */
export async function insertIds<T extends Table>(
  trx: Db | Trx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const made = await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .returning('id' as never)
      .execute();
    ids.push(...(made as unknown as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * Writes rows inside one transaction. On SQLite it binds them to cached statements on the raw
 * connection (the transaction's own: SQLite has one), which spares compiling and preparing a
 * 500-row INSERT for every chunk; on PostgreSQL it goes through the query builder.
 */
export class Writer {
  private readonly statements = new Map<string, SQLite.Statement>();
  constructor(
    readonly trx: Trx,
    private readonly raw: SQLite.Database | undefined,
  ) {}

  async rows<T extends Table>(table: T, rows: Insertable<Database[T]>[]): Promise<void> {
    if (!this.raw) return insertRows(this.trx, table, rows);
    for (let i = 0; i < rows.length; i += CHUNK) this.run(table, rows.slice(i, i + CHUNK), false);
  }

  /** Inserts `rows` and returns their ids in the order of `rows`. */
  async ids<T extends Table>(table: T, rows: Insertable<Database[T]>[]): Promise<number[]> {
    if (!this.raw) return insertIds(this.trx, table, rows);
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) ids.push(...this.run(table, rows.slice(i, i + CHUNK), true));
    return ids;
  }

  private run(table: string, rows: object[], returning: boolean): number[] {
    const first = rows[0];
    if (!first || !this.raw) return [];
    const columns = Object.keys(first);
    const key = `${table}|${columns.join(',')}|${rows.length}|${returning}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const tuple = `(${columns.map(() => '?').join(',')})`;
      const text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${rows.map(() => tuple).join(',')}`;
      statement = this.raw.prepare(returning ? `${text} returning id` : text);
      this.statements.set(key, statement);
    }
    const values: unknown[] = [];
    for (const row of rows) for (const c of columns) values.push((row as Record<string, unknown>)[c] ?? null);
    if (!returning) {
      statement.run(values);
      return [];
    }
    return (statement.all(values) as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
  }
}

/** Runs `work` in one transaction with a `Writer`. */
export async function inTransaction<T>(db: Db, work: (w: Writer) => Promise<T>): Promise<T> {
  const raw = rawSqlite(db);
  return db.transaction().execute((trx) => work(new Writer(trx, raw)));
}

/**
 * Runs `work` over `[0, total)` in slices of `size`, each slice in its own transaction, and reports
 * the progress of `label` after each.
 */
export async function inSlices(
  db: Db,
  label: string,
  total: number,
  size: number,
  report: Report,
  work: (w: Writer, from: number, to: number) => Promise<void>,
): Promise<void> {
  if (total === 0) report(label, 0, 0);
  for (let from = 0; from < total; from += size) {
    const to = Math.min(total, from + size);
    await inTransaction(db, (w) => work(w, from, to));
    report(label, to, total);
  }
}

/** `YYYY-MM-DD` of an instant in the server's time zone. */
export function dateOf(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** A Chinese personal name. */
export function personName(r: { next(): number }): string {
  const pick = (chars: string[]) => chars[Math.floor(r.next() * chars.length)] ?? '';
  return pick(SURNAMES) + pick(GIVEN) + (r.next() < 0.6 ? pick(GIVEN) : '');
}
