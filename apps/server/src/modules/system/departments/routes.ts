import {
  AUTHENTICATED,
  departmentListQuerySchema,
  departmentResource,
  departmentRowSchema,
  okSchema,
  organizationListQuerySchema,
  organizationResource,
  organizationRowSchema,
  organizationTreeSchema,
  userAdminQuerySchema,
  userAdminSchema,
  userDepartmentQuerySchema,
  userDepartmentSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { unauthenticated } from '../../../http/errors.js';
import { declaredSubject } from '../../../lib/audit-subject.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { callerId } from '../../auth/index.js';
import {
  createDepartment,
  createOrganization,
  departmentTrees,
  destroyDepartments,
  destroyOrganizations,
  updateDepartment,
  updateOrganization,
} from './service.js';

const organizationsQuery = (db: Db) =>
  db
    .selectFrom('organizations')
    .leftJoin('areas', 'areas.id', 'organizations.area_id')
    .select((eb) => [
      'organizations.id',
      'organizations.name',
      'organizations.area_id',
      'areas.name as area_name',
      'organizations.created_at',
      'organizations.version',
      eb
        .selectFrom('departments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('departments.organization_id', '=', 'organizations.id')
        .as('departments'),
      eb
        .selectFrom('admins')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('admins.organization_id', '=', 'organizations.id')
        .as('admins'),
    ]);

const departmentsQuery = (db: Db) =>
  db
    .selectFrom('departments')
    .select((eb) => [
      'departments.id',
      'departments.organization_id',
      'departments.parent_id',
      'departments.name',
      'departments.sort',
      'departments.version',
      eb
        .selectFrom('admins')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('admins.department_id', '=', 'departments.id')
        .as('admins'),
    ]);

const counted = <T extends { departments?: unknown; admins: unknown }>(row: T) => ({
  ...row,
  admins: Number(row.admins ?? 0),
  ...('departments' in row ? { departments: Number(row.departments ?? 0) } : {}),
});

/**
 * Organizations and their department trees (DepartmentList; `organization` and `department` CRUD under
 * the Department permissions) and the pickers every signed-in admin may use: `departmentTree`,
 * `userDepartment`, `userAdmin`. Bodies, rows and queries are those of the two declarations; the
 * messages keep the shared field names clients have always read ("名称", not the form's "部门名称").
 */
export async function departmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerCrud(app, {
    path: organizationResource.path,
    permission: organizationResource.permission,
    query: organizationListQuerySchema,
    input: organizationResource.input,
    row: organizationRowSchema,
    async list(q) {
      let query = app.db.selectFrom('organizations').select('organizations.id');
      if (q.keyword) query = query.where(contains('organizations.name', q.keyword));
      if (q.area_id !== undefined) query = query.where('organizations.area_id', '=', q.area_id);
      const page = await paginate(
        app.db,
        applySort(
          query,
          q.sort,
          { id: 'organizations.id', name: 'organizations.name' },
          'id',
          'organizations.id',
        ),
        q,
        (ids) => organizationsQuery(app.db).where('organizations.id', 'in', ids),
      );
      return {
        ...page,
        data: page.data.map((r) => ({ ...counted(r), departments: Number(r.departments ?? 0) })),
      };
    },
    async detail(id) {
      const row = found(
        await organizationsQuery(app.db).where('organizations.id', '=', id).executeTakeFirst(),
      );
      return { ...counted(row), departments: Number(row.departments ?? 0) };
    },
    create: (input, request) => createOrganization(app.db, callerId(request), input),
    update: (id, input, request) => updateOrganization(app.db, callerId(request), id, input),
    destroy: (ids, request) => destroyOrganizations(app.db, callerId(request), ids),
    audit: declaredSubject(organizationResource),
  });

  registerCrud(app, {
    path: departmentResource.path,
    permission: departmentResource.permission,
    query: departmentListQuerySchema,
    input: departmentResource.input,
    row: departmentRowSchema,
    async list(q) {
      let query = app.db.selectFrom('departments').select('departments.id');
      if (q.keyword) query = query.where(contains('departments.name', q.keyword));
      if (q.organization_id !== undefined)
        query = query.where('departments.organization_id', '=', q.organization_id);
      const page = await paginate(
        app.db,
        applySort(
          query,
          q.sort,
          { id: 'departments.id', sort: 'departments.sort' },
          'sort',
          'departments.id',
        ),
        q,
        (ids) => departmentsQuery(app.db).where('departments.id', 'in', ids),
      );
      return { ...page, data: page.data.map(counted) };
    },
    detail: async (id) =>
      counted(found(await departmentsQuery(app.db).where('departments.id', '=', id).executeTakeFirst())),
    create: (input, request) => createDepartment(app.db, callerId(request), input),
    update: (id, input, request) => updateDepartment(app.db, callerId(request), id, input),
    destroy: (ids, request) => destroyDepartments(app.db, callerId(request), ids),
    audit: declaredSubject(departmentResource),
  });

  app.get(
    `/${departmentResource.tree.paths.tree}`,
    {
      config: { permission: AUTHENTICATED },
      schema: { response: { 200: okSchema(z.array(organizationTreeSchema)) } },
    },
    async () => {
      const organizations = await app.db
        .selectFrom('organizations')
        .select(['id', 'name', 'area_id', 'version'])
        .orderBy('id')
        .execute();
      const trees = await departmentTrees(
        app.db,
        organizations.map((o) => o.id),
      );
      return ok(organizations.map((o) => ({ ...o, departments: trees.get(o.id) ?? [] })));
    },
  );

  app.get(
    '/userDepartment',
    {
      config: { permission: AUTHENTICATED },
      schema: { querystring: userDepartmentQuerySchema, response: { 200: okSchema(userDepartmentSchema) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const me = found(
        await app.db
          .selectFrom('admins')
          .select(['organization_id', 'department_id'])
          .where('id', '=', request.auth.adminId)
          .executeTakeFirst(),
      );
      const organizationId = request.query.organization_id ?? me.organization_id;
      const organization = organizationId
        ? await app.db
            .selectFrom('organizations')
            .select(['id', 'name'])
            .where('id', '=', organizationId)
            .executeTakeFirst()
        : undefined;
      if (request.query.organization_id && !organization) found(undefined);
      const trees = organization ? await departmentTrees(app.db, [organization.id]) : new Map();
      return ok({
        organization_id: organization?.id ?? null,
        organization_name: organization?.name ?? null,
        department_id: organization?.id === me.organization_id ? me.department_id : null,
        departments: organization ? (trees.get(organization.id) ?? []) : [],
      });
    },
  );

  app.get(
    '/userAdmin',
    {
      config: { permission: AUTHENTICATED },
      schema: { querystring: userAdminQuerySchema, response: { 200: okSchema(z.array(userAdminSchema)) } },
    },
    async (request) => {
      const q = request.query;
      let query = app.db
        .selectFrom('admins')
        .select(['id', 'username as account', 'nickname', 'organization_id', 'department_id'])
        .where('state', '=', 1);
      if (q.organization_id !== undefined) query = query.where('organization_id', '=', q.organization_id);
      if (q.department_id !== undefined) query = query.where('department_id', '=', q.department_id);
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) => eb.or([contains('username', k), contains('nickname', k)]));
      }
      return ok(await query.orderBy('id').limit(q.limit).execute());
    },
  );
}
