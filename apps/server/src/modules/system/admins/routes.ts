import {
  adminInputSchema,
  adminListQuerySchema,
  adminRowSchema,
  effectiveAccessSchema,
  idParamsSchema,
  issuedLoginTokenSchema,
  okSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { unauthenticated } from '../../../http/errors.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { limitPerAddress } from '../../../security/rate-limits.js';
import { callerId } from '../../auth/index.js';
import { adminEffective } from './effective.js';
import { issueAdminLoginToken } from './login-token.js';
import { adminsQuery, withRoles } from './queries.js';
import { createAdmin, destroyAdmins, updateAdmin } from './service.js';

const SORTABLE = {
  id: 'admins.id',
  account: 'admins.username',
  created_at: 'admins.created_at',
  last_login_at: 'admins.last_login_at',
};

/**
 * Administrators (`admin`, AdminList/Create/Edit/Destroy), what each may do (whoever may list them, inside
 * its data scope) and their login tokens (AdminLoginToken).
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    path: 'admin',
    permission: 'Admin',
    query: adminListQuerySchema,
    input: adminInputSchema,
    row: adminRowSchema,
    async list(q) {
      let query = app.db.selectFrom('admins').select('admins.id');
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) =>
          eb.or([
            contains('admins.username', k),
            contains('admins.nickname', k),
            contains('admins.cellphone', k),
            contains('admins.email', k),
          ]),
        );
      }
      if (q.state !== undefined) query = query.where('admins.state', '=', q.state);
      if (q.role_id !== undefined) {
        const roleId = q.role_id;
        query = query.where('admins.id', 'in', (eb) =>
          eb.selectFrom('admin_roles').select('admin_id').where('role_id', '=', roleId),
        );
      }
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, '-id', 'admins.id'), q, (ids) =>
        adminsQuery(app.db).where('admins.id', 'in', ids),
      );
      return { ...page, data: await withRoles(app.db, page.data) };
    },
    async detail(id) {
      const row = found(await adminsQuery(app.db).where('admins.id', '=', id).executeTakeFirst());
      const [admin] = await withRoles(app.db, [row]);
      return found(admin);
    },
    create: (input, request) => createAdmin(app.db, callerId(request), input, request.audit),
    update: (id, input, request) => updateAdmin(app.db, callerId(request), id, input, request.audit),
    destroy: (ids, request) => destroyAdmins(app.db, callerId(request), ids, request.audit),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/effective/:id',
    {
      config: { permission: 'AdminList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(effectiveAccessSchema) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return ok(await adminEffective(app.db, request.auth, request.params.id, request.lang));
    },
  );

  // The token is in the response only: the admin log keeps the request (no body), never the token.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/login-token/:id',
    {
      config: { permission: 'AdminLoginToken' },
      onRequest: limitPerAddress(app, 'admin-login-token'),
      schema: { params: idParamsSchema, response: { 200: okSchema(issuedLoginTokenSchema) } },
    },
    async (request) => ok(await issueAdminLoginToken(app.db, callerId(request), request.params.id)),
  );
}
