import {
  effectiveAccessSchema,
  idParamsSchema,
  type Lang,
  okSchema,
  roleInputSchema,
  roleListQuerySchema,
  rolePreviewSchema,
  roleRowSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { builtInText } from '../../../lib/built-in-text.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, containsAny, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { callerId } from '../../auth/index.js';
import { previewRole, roleEffective } from './effective.js';
import { createRole, destroyRoles, presentRoles, updateRole } from './service.js';

const SORTABLE = { id: 'id', name: 'name', code: 'code', created_at: 'created_at' };

const rolesQuery = (db: Db) =>
  db.selectFrom('roles').select(['id', 'name', 'code', 'introduction', 'created_at', 'version']);

/** A built-in role's name and introduction in the reader's language (unless an administrator changed them). */
const inLanguage =
  (lang: Lang) =>
  <R extends { code: string; name: string; introduction: string }>(role: R): R => ({
    ...role,
    name: builtInText(lang, `roles.${role.code}.name`, role.name),
    introduction: builtInText(lang, `roles.${role.code}.introduction`, role.introduction),
  });

/**
 * Roles (`manage`, ManageList/Create/Edit/Destroy), what a role allows (whoever may list roles sees their
 * permissions anyway) and what an edit would change (whoever may edit one).
 */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'manage',
    permission: 'Manage',
    query: roleListQuerySchema,
    input: roleInputSchema,
    row: roleRowSchema,
    async list(q, request) {
      let query = app.db.selectFrom('roles').select('id');
      if (q.keyword) query = query.where(containsAny(['name', 'code'], q.keyword));
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, 'id'), q, (ids) =>
        rolesQuery(app.db).where('id', 'in', ids),
      );
      return { ...page, data: (await presentRoles(app.db, page.data)).map(inLanguage(request.lang)) };
    },
    async detail(id, request) {
      const row = found(await rolesQuery(app.db).where('id', '=', id).executeTakeFirst());
      const [role] = await presentRoles(app.db, [row]);
      return inLanguage(request.lang)(found(role));
    },
    create: (input, request) => createRole(app.db, callerId(request), input, request.audit),
    update: (id, input, request) => updateRole(app.db, callerId(request), id, input, request.audit),
    destroy: (ids, request) => destroyRoles(app.db, callerId(request), ids, request.audit),
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/manage/effective/:id',
    {
      config: { permission: 'ManageList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(effectiveAccessSchema) } },
    },
    async (request) => ok(await roleEffective(app.db, request.params.id)),
  );
  typed.post(
    '/manage/preview/:id',
    {
      config: { permission: 'ManageEdit' },
      schema: {
        params: idParamsSchema,
        body: roleInputSchema,
        response: { 200: okSchema(rolePreviewSchema) },
      },
    },
    async (request) => ok(await previewRole(app.db, callerId(request), request.params.id, request.body)),
  );
}
