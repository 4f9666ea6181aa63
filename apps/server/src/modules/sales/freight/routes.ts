import {
  FREIGHT_NAME_MAX,
  freightInputSchema,
  freightListQuerySchema,
  freightRowSchema,
  idParamsSchema,
  type Lang,
  okSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { conflict, notFound } from '../../../http/errors.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { FREIGHT_SUBJECT } from './audit.js';
import { presentFreight } from './present.js';

type Input = z.output<typeof freightInputSchema>;
const SORTABLE = { id: 'id', updated_at: 'updated_at' };
const freightsQuery = (db: Db) => db.selectFrom('freights').selectAll();

const columns = (input: Input) => ({
  name: input.name,
  valuation: input.valuation,
  default_rule: JSON.stringify(input.default_rule),
  rules: JSON.stringify(input.rules),
  free_regions: JSON.stringify(input.free_regions),
  origin: input.origin,
});

/**
 * A copy of template `id` named "<name> (copy)" in the caller's language (cut to the longest name),
 * with the same valuation, rules, free regions and origin; 40400 when there is none.
 */
async function copyFreight(db: Db, id: number, lang: Lang): Promise<number> {
  const source = found(await freightsQuery(db).where('id', '=', id).executeTakeFirst());
  const { id: _, created_at: __, updated_at: ___, version: ____, ...copied } = source;
  const name = [...translate(lang, 'freight.copyName', { name: source.name })]
    .slice(0, FREIGHT_NAME_MAX)
    .join('');
  const now = nowIso();
  const row = await db
    .insertInto('freights')
    .values({ ...copied, name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Freight templates (`freight`, FreightList / FreightCreate / FreightEdit / FreightDestroy), and
 * `POST freight/copy/{id}` (FreightCreate) answering the new template.
 */
export async function freightRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  registerCrud(app, {
    path: 'freight',
    permission: 'Freight',
    query: freightListQuerySchema,
    input: freightInputSchema,
    row: freightRowSchema,
    async list(q) {
      let query = db.selectFrom('freights').select('id');
      if (q.keyword) query = query.where(contains('name', q.keyword));
      const page = await paginate(db, applySort(query, q.sort, SORTABLE, '-updated_at'), q, (ids) =>
        freightsQuery(db).where('id', 'in', ids),
      );
      return { ...page, data: page.data.map(presentFreight) };
    },
    detail: async (id) =>
      presentFreight(found(await freightsQuery(db).where('id', '=', id).executeTakeFirst())),
    async create(input) {
      const now = nowIso();
      const row = await db
        .insertInto('freights')
        .values({ ...columns(input), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    update: (id, input) =>
      db.transaction().execute((trx) => updateVersioned(trx, 'freights', id, input.version, columns(input))),
    async destroy(ids) {
      await db.transaction().execute(async (trx) => {
        const used = await trx
          .selectFrom('goods')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('freight_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(used.n) > 0) throw conflict('freight.inUse', { count: Number(used.n) });
        const result = await trx.deleteFrom('freights').where('id', 'in', ids).executeTakeFirst();
        if (Number(result.numDeletedRows) !== ids.length) throw notFound();
      });
    },
    audit: FREIGHT_SUBJECT,
  });

  app.post(
    '/freight/copy/:id',
    {
      config: { permission: 'FreightCreate' },
      schema: { params: idParamsSchema, response: { 200: okSchema(freightRowSchema) } },
    },
    async (request) => {
      const id = await copyFreight(db, (request.params as { id: number }).id, request.lang);
      await request.audit.created(db, FREIGHT_SUBJECT, id);
      return ok(presentFreight(found(await freightsQuery(db).where('id', '=', id).executeTakeFirst())));
    },
  );
}
