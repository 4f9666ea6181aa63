import type { CountSpec, Resource, ResourceQuery, ResourceRow } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Trx } from '../db/database.js';
import { conflict, notFound, unauthenticated } from '../http/errors.js';
import { declaredLabels } from '../http/field-labels.js';
import { declaredSubject } from './audit-subject.js';
import { registerCrud } from './crud-routes.js';
import { applySort, containsAny, paginate } from './list.js';
import type { VersionedTable } from './records.js';
import { assertUnique, found, updateVersioned } from './records.js';
import { cleanRichText } from './resource-rich-text.js';
import { inRange, timelessLast } from './resource-time.js';
import { nowIso } from './time.js';

/** A declared resource's table as the generic routes see it: an id, the fields, times and version. */
interface ResourceTable {
  id: number;
  created_at: string;
  updated_at: string;
  version: number;
  [field: string]: unknown;
}

/**
 * Kysely's tables are named in its database type; a declared resource's table is named at run time
 * (its declaration), so the generic routes see the database as tables of that one shape.
 */
type ResourceDb = Record<string, ResourceTable>;
type Row = ResourceRow<Resource['fields'], NonNullable<Resource['counts']>>;

/** A record's field values by field name. */
export type Values = Record<string, unknown>;

/** Who saves: the signed-in administrator (a notice's author when none is given). */
export interface SaveContext {
  adminId: number;
}

/** What a resource's own rules add to the generic routes, each inside the write's transaction. */
export interface ResourceRules {
  /**
   * Refuses a save the declaration cannot express (a 42200 or 40900 thrown), or returns the values to
   * write instead of those sent (`id` null: a create).
   */
  beforeSave?(trx: Trx, values: Values, id: number | null, by: SaveContext): Promise<Values | undefined>;
  /** After the row was written, in the same transaction (e.g. other rows that must follow it). */
  afterSave?(trx: Trx, id: number, values: Values): Promise<void>;
  /** After the declared counts allowed it: clears what still points at the rows. */
  beforeDestroy?(trx: Trx, ids: number[]): Promise<void>;
}

/** The administrator a save is made by (every write route needs a signed-in one). */
function savedBy(request: FastifyRequest): SaveContext {
  if (!request.auth) throw unauthenticated();
  return { adminId: request.auth.adminId };
}

/**
 * The five routes of a declared resource (lib/crud-routes.ts) read from its declaration: the listed
 * columns and counts, the keyword over its searchable fields, the switch and choice filters, the sortable
 * fields, unique fields checked on every save, the edit through the optimistic lock, deletes refused while
 * a counted row still points at them, rich text reduced to the allowed markup, a time field's range
 * filter (rows without a time last when sorted by it), and its labels in messages. Every write notes
 * its records' fields before and after, in its transaction, for the admin log (lib/audit-trail.ts).
 */
export function registerResource(app: FastifyInstance, resource: Resource, rules: ResourceRules = {}): void {
  const db = () => app.db as unknown as Kysely<ResourceDb>;
  const { table } = resource;
  const subject = declaredSubject(resource);
  const column = (name: string) => `${table}.${name}`;
  const columns = ['id', ...resource.fieldNames, 'created_at', 'updated_at', 'version'].map(column);
  // A list's rows leave out what only a detail holds (rich text), so a page of rows stays light.
  const listColumns = columns.filter((name) => !resource.detailOnly.some((field) => name === column(field)));
  const sortable = Object.fromEntries(resource.sortable.map((name) => [name, column(name)]));
  const counts = resource.countNames.map((name) => {
    const count = resource.counts?.[name] as CountSpec;
    const live = count.live ? sql` and ${sql.ref(`${count.table}.deleted_at`)} is null` : sql``;
    return { name, count, live };
  });
  // Each count a correlated sub-query on the referring table's column (which has its index).
  const countColumns = counts.map(({ name, count, live }) =>
    sql<number>`(select count(*) from ${sql.table(count.table)} where ${sql.ref(`${count.table}.${count.column}`)} = ${sql.ref(column('id'))}${live})`.as(
      name,
    ),
  );
  const rows = (ids: readonly number[], detail = false) => ({
    async execute(): Promise<Row[]> {
      const read = (await db()
        .selectFrom(table)
        .select([...((detail ? columns : listColumns) as never[]), ...(countColumns as never[])])
        .where(column('id') as never, 'in', ids as never)
        .execute()) as Record<string, unknown>[];
      // PostgreSQL counts as bigint, which its driver returns as text.
      return read.map((row) => ({
        ...row,
        ...Object.fromEntries(counts.map(({ name }) => [name, Number(row[name] ?? 0)])),
      })) as Row[];
    },
  });
  /** 40900 with the count's message when a record to delete is still referred to. */
  const refuseInUse = async (trx: Trx, ids: number[]) => {
    for (const { count, live } of counts) {
      if (!count.refuse) continue;
      const { rows: found } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(count.table)}
        where ${sql.ref(`${count.table}.${count.column}`)} in (${sql.join(ids)})${live}`.execute(trx);
      const n = Number(found[0]?.n ?? 0);
      if (n > 0) throw conflict(count.refuse, { count: n });
    }
  };
  const values = (input: Values): Values =>
    Object.fromEntries(resource.fieldNames.map((name) => [name, input[name]]));
  /** The values to write: unique fields checked, rich text cleaned, then the resource's own rules. */
  const checkSave = async (trx: Trx, input: Values, id: number | null, by: SaveContext): Promise<Values> => {
    for (const name of resource.unique) await assertUnique(trx, table, name, String(input[name]), id ?? 0);
    const sent = cleanRichText(resource, values(input));
    return (await rules.beforeSave?.(trx, sent, id, by)) ?? sent;
  };
  const transaction = <T>(work: (trx: Trx) => Promise<T>) =>
    db()
      .transaction()
      .execute((trx) => work(trx as unknown as Trx));

  registerCrud(app, {
    path: resource.path,
    permission: resource.permission,
    fieldLabels: declaredLabels(resource),
    query: resource.query,
    input: resource.input,
    row: resource.row,
    async list(q: ResourceQuery) {
      let ids = db()
        .selectFrom(table)
        .select(column('id') as never) as unknown as SelectQueryBuilder<ResourceDb, string, { id: number }>;
      const { keyword } = q;
      if (keyword) ids = ids.where(containsAny(resource.searchable.map(column), keyword));
      for (const name of resource.filterable) {
        const wanted = q[name];
        if (wanted !== undefined) ids = ids.where(sql.ref(column(name)), '=', wanted as never);
      }
      if (resource.ranged) ids = inRange(ids, column(resource.ranged), q);
      ids = timelessLast(ids, resource, q.sort, column);
      return paginate(db(), applySort(ids, q.sort, sortable, resource.defaultSort, column('id')), q, (ids) =>
        rows(ids),
      );
    },
    async detail(id) {
      return found((await rows([id], true).execute())[0]);
    },
    async create(input, request) {
      return transaction(async (trx) => {
        const written = await checkSave(trx, input, null, savedBy(request));
        const now = nowIso();
        const created = await (trx as unknown as Kysely<ResourceDb>)
          .insertInto(table)
          .values({ ...written, created_at: now, updated_at: now } as never)
          .returning('id' as never)
          .executeTakeFirstOrThrow();
        const { id } = created as { id: number };
        await rules.afterSave?.(trx, id, written);
        await request.audit.created(trx, subject, id);
        return id;
      });
    },
    async update(id, input, request) {
      await transaction(async (trx) => {
        const change = await request.audit.before(trx, subject, [id]);
        const written = await checkSave(trx, input, id, savedBy(request));
        // The one optimistic-lock helper; its table type lists the typed tables, this one is declared.
        await updateVersioned(trx, table as VersionedTable, id, input.version, written as never);
        await rules.afterSave?.(trx, id, written);
        await change.done();
      });
    },
    async destroy(ids, request) {
      await transaction(async (trx) => {
        const change = await request.audit.before(trx, subject, ids);
        await refuseInUse(trx, ids);
        await rules.beforeDestroy?.(trx, ids);
        const result = await (trx as unknown as Kysely<ResourceDb>)
          .deleteFrom(table)
          .where('id', 'in', ids)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) !== ids.length) throw notFound();
        await change.done();
      });
    },
  });
}
