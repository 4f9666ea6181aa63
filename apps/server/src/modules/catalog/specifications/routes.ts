import { specificationInputSchema, specificationListQuerySchema, specificationRowSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, containsAny, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { SPECIFICATION_SUBJECT } from './audit.js';
import {
  createSpecification,
  destroySpecifications,
  presentSpecification,
  specificationsQuery,
  updateSpecification,
} from './service.js';

const SORTABLE = {
  id: 'specifications.id',
  sort: 'specifications.sort',
  created_at: 'specifications.created_at',
};

/** Specifications (`specification`, SpecificationList/Create/Edit/Destroy). */
export async function specificationRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'specification',
    permission: 'Specification',
    query: specificationListQuerySchema,
    input: specificationInputSchema,
    row: specificationRowSchema,
    async list(q) {
      let query = app.db.selectFrom('specifications').select('specifications.id');
      if (q.keyword)
        query = query.where(containsAny(['specifications.name', 'specifications.label'], q.keyword));
      if (q.group_id !== undefined) query = query.where('specifications.group_id', '=', q.group_id);
      if (q.type !== undefined) query = query.where('specifications.type', '=', q.type);
      if (q.location !== undefined) query = query.where('specifications.location', '=', q.location);
      const page = await paginate(
        app.db,
        applySort(query, q.sort, SORTABLE, 'sort', 'specifications.id'),
        q,
        (ids) => specificationsQuery(app.db).where('specifications.id', 'in', ids),
      );
      return { ...page, data: page.data.map(presentSpecification) };
    },
    detail: async (id) =>
      presentSpecification(
        found(await specificationsQuery(app.db).where('specifications.id', '=', id).executeTakeFirst()),
      ),
    create: (input) => createSpecification(app.db, input),
    update: (id, input) => updateSpecification(app.db, id, input),
    destroy: (ids) => destroySpecifications(app.db, ids),
    audit: SPECIFICATION_SUBJECT,
  });
}
