import type { Resource } from '@bo/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import type { AuditSubject, Snapshot } from './audit-trail.js';

/** Ids read per query: an `in (…)` list well inside both databases' limits on parameters. */
const CHUNK = 500;

/** A list of ids held in a link table (an administrator's roles, a role's permissions), sorted. */
export interface LinkedIds {
  table: string;
  /** The column pointing at the record. */
  owner: string;
  /** The column holding the listed id. */
  value: string;
}

/** Rows of another table that belong to the record (a goods' SKUs), logged as a list of their columns. */
export interface ChildRows {
  table: string;
  /** The column pointing at the record. */
  owner: string;
  /** The columns logged, in the rows' order of id; secrets are left out here, not masked. */
  columns: readonly string[];
  /** Columns holding JSON text, logged as the values they hold. */
  json?: readonly string[];
  /** Soft-deleted rows (`deleted_at` set) are left out. */
  live?: boolean;
  /** The row as the log shows it, when its stored shape reads poorly there. */
  shown?: (row: Record<string, unknown>) => Snapshot;
}

/** How many rows of another table belong to the record (a goods' card keys): their number, not their values. */
export interface CountedRows {
  table: string;
  owner: string;
  /** Only the rows this column is set in (a verification's checked lines). */
  set?: string;
}

export interface TableSubjectSpec {
  type: string;
  table: string;
  /** The fields logged by name, each read from its column (`{account: 'username'}`) or a column of its name. */
  fields: readonly string[] | Readonly<Record<string, string>>;
  /** Soft-deleted rows (`deleted_at` set) count as gone. */
  live?: boolean;
  /** Columns holding JSON text, logged as the values they hold. */
  json?: readonly string[];
  /** Fields listing ids from a link table. */
  links?: Readonly<Record<string, LinkedIds>>;
  children?: Readonly<Record<string, ChildRows>>;
  counted?: Readonly<Record<string, CountedRows>>;
  secret?: readonly string[];
}

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, (i + 1) * CHUNK));

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function linked(
  trx: Db | Trx,
  link: LinkedIds,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const lists = new Map<number, number[]>();
  for (const part of chunks(ids)) {
    const { rows } = await sql<{ owner: number; value: number }>`select ${sql.ref(link.owner)} as owner,
      ${sql.ref(link.value)} as value from ${sql.table(link.table)}
      where ${sql.ref(link.owner)} in (${sql.join(part)})`.execute(trx);
    for (const row of rows) lists.set(row.owner, [...(lists.get(row.owner) ?? []), row.value]);
  }
  for (const list of lists.values()) list.sort((a, b) => a - b);
  return lists;
}

async function childRows(db: Db | Trx, spec: ChildRows, ids: readonly number[]) {
  const lists = new Map<number, Snapshot[]>();
  const columns = sql.join(spec.columns.map((c) => sql.ref(c)));
  const live = spec.live ? sql` and deleted_at is null` : sql``;
  for (const part of chunks(ids)) {
    const { rows } = await sql<
      Record<string, unknown> & { owner: number }
    >`select ${sql.ref(spec.owner)} as owner,
      ${columns} from ${sql.table(spec.table)} where ${sql.ref(spec.owner)} in (${sql.join(part)})${live}
      order by id`.execute(db);
    for (const { owner, ...row } of rows) {
      for (const field of spec.json ?? []) row[field] = parsed(row[field]);
      lists.set(owner, [...(lists.get(owner) ?? []), spec.shown ? spec.shown(row) : row]);
    }
  }
  return lists;
}

async function countedRows(db: Db | Trx, spec: CountedRows, ids: readonly number[]) {
  const counts = new Map<number, number>();
  for (const part of chunks(ids)) {
    const { rows } = await sql<{ owner: number; n: number | string }>`select ${sql.ref(spec.owner)} as owner,
      count(*) as n from ${sql.table(spec.table)} where ${sql.ref(spec.owner)} in (${sql.join(part)})
      ${spec.set ? sql`and ${sql.ref(spec.set)} is not null` : sql``} group by ${sql.ref(spec.owner)}`.execute(
      db,
    );
    for (const row of rows) counts.set(row.owner, Number(row.n));
  }
  return counts;
}

/**
 * A record kind read from one table's columns (and link tables), the same way before and after a write,
 * so a difference is a change the write made.
 */
export function tableSubject(spec: TableSubjectSpec): AuditSubject {
  const columns = Array.isArray(spec.fields)
    ? spec.fields.map((field): [string, string] => [field, field])
    : Object.entries(spec.fields);
  const selected = sql.join(columns.map(([field, column]) => sql`${sql.ref(column)} as ${sql.ref(field)}`));
  const live = spec.live ? sql` and deleted_at is null` : sql``;
  return {
    type: spec.type,
    secret: spec.secret,
    async read(trx, ids) {
      const records = new Map<number, Snapshot>();
      if (ids.length === 0) return records;
      for (const part of chunks([...ids].sort((a, b) => a - b))) {
        const { rows } = await sql<Record<string, unknown> & { id: number }>`select id, ${selected}
          from ${sql.table(spec.table)} where id in (${sql.join(part)})${live}`.execute(trx);
        for (const { id, ...row } of rows) {
          for (const field of spec.json ?? []) row[field] = parsed(row[field]);
          records.set(id, row);
        }
      }
      const found = [...records.keys()];
      const add = (field: string, values: ReadonlyMap<number, unknown>, none: unknown) => {
        for (const [id, row] of records) records.set(id, { ...row, [field]: values.get(id) ?? none });
      };
      for (const [field, link] of Object.entries(spec.links ?? {}))
        add(field, await linked(trx, link, found), []);
      for (const [field, child] of Object.entries(spec.children ?? {}))
        add(field, await childRows(trx, child, found), []);
      for (const [field, rows] of Object.entries(spec.counted ?? {}))
        add(field, await countedRows(trx, rows, found), 0);
      return records;
    },
  };
}

/**
 * A declared resource's records (plain or tree), as its form edits them: its declared fields. Linked ids
 * (`refs`) live in a table of their own, which the resource's own routes write: they are logged when
 * `links` says where.
 */
export function declaredSubject(resource: Resource, links?: TableSubjectSpec['links']): AuditSubject {
  const fields = resource.fieldNames.filter((name) => resource.fields[name]?.kind !== 'refs');
  return tableSubject({ type: resource.name, table: resource.table, fields, links });
}
