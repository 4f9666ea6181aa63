import {
  specificationGroupInputSchema,
  specificationGroupListQuerySchema,
  specificationGroupRowSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import {
  createSpecificationGroup,
  destroySpecificationGroups,
  specificationGroupsQuery,
  updateSpecificationGroup,
} from './service.js';

const SORTABLE = {
  id: 'specification_groups.id',
  sort: 'specification_groups.sort',
  created_at: 'specification_groups.created_at',
};
const present = <R extends { specifications_count: number | null }>(row: R) => ({
  ...row,
  specifications_count: Number(row.specifications_count ?? 0),
});

/** Specification groups (`specificationGroup`, SpecificationGroupList/Create/Edit/Destroy). */
export async function specificationGroupRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'specificationGroup',
    permission: 'SpecificationGroup',
    query: specificationGroupListQuerySchema,
    input: specificationGroupInputSchema,
    row: specificationGroupRowSchema,
    async list(q) {
      let query = app.db.selectFrom('specification_groups').select('specification_groups.id');
      if (q.keyword) query = query.where(contains('specification_groups.name', q.keyword));
      const page = await paginate(
        app.db,
        applySort(query, q.sort, SORTABLE, 'sort', 'specification_groups.id'),
        q,
        (ids) => specificationGroupsQuery(app.db).where('specification_groups.id', 'in', ids),
      );
      return { ...page, data: page.data.map(present) };
    },
    detail: async (id) =>
      present(
        found(
          await specificationGroupsQuery(app.db).where('specification_groups.id', '=', id).executeTakeFirst(),
        ),
      ),
    create: (input) => createSpecificationGroup(app.db, input),
    update: (id, input) => updateSpecificationGroup(app.db, id, input),
    destroy: (ids) => destroySpecificationGroups(app.db, ids),
  });
}
