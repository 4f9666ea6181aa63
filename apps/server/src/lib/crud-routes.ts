import { idParamsSchema, type Lang, messageSchema, okSchema, type Page, translate } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../http/envelope.js';
import type { AuditSubject } from './audit-trail.js';
import { registerDestroy } from './destroy-route.js';
import { registerList } from './list-route.js';

type IdParams = z.output<typeof idParamsSchema>;

/**
 * One resource's five routes in the shape every list page of the web expects:
 * `GET path` (paged list), `GET path/:id`, `POST path` (create → the new row), `POST path/:id` (edit),
 * `POST path/destroy/:id` (id 0 = the `ids` of the body). Permissions are `<name>List` (list and
 * detail), `<name>Create`, `<name>Edit` and `<name>Destroy`.
 */
export interface CrudResource<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType> {
  path: string;
  permission: string;
  /** Names of the fields in validation messages, when the catalog's shared ones do not fit. */
  fieldLabels?: Readonly<Record<Lang, Readonly<Record<string, string>>>>;
  query: Q;
  input: I;
  row: R;
  /** Left out when the resource's list route is special (e.g. the power tree). */
  list?(query: z.output<Q>, request: FastifyRequest): Promise<Page<z.output<R>>>;
  detail(id: number, request: FastifyRequest): Promise<z.output<R>>;
  create(input: z.output<I>, request: FastifyRequest): Promise<number>;
  update(id: number, input: z.output<I>, request: FastifyRequest): Promise<void>;
  destroy(ids: number[], request: FastifyRequest): Promise<void>;
  /**
   * How the admin log reads its records, to show what a create, edit or delete changed, for a
   * resource whose writes do not note it themselves.
   */
  audit?: AuditSubject;
}

export function registerCrud<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType>(
  fastify: FastifyInstance,
  resource: CrudResource<Q, I, R>,
): void {
  // The zod compilers validate every request against these schemas; the handlers see the parsed values.
  // The type provider cannot infer generic schemas, so the parsed values are typed here by hand.
  const app = fastify;
  const params = (request: FastifyRequest) => request.params as IdParams;
  const { path, permission, fieldLabels, audit } = resource;
  // Each write between two reads of its records, when the resource names how to read them.
  const noted = <T>(request: FastifyRequest, ids: number[], write: () => Promise<T>) =>
    audit ? request.audit.around(app.db, audit, ids, write) : write();

  const { list } = resource;
  if (list) {
    registerList(app, {
      path,
      permission: `${permission}List`,
      fieldLabels,
      query: resource.query,
      row: resource.row,
      list,
    });
  }

  app.get(
    `/${path}/:id`,
    {
      config: { permission: `${permission}List`, fieldLabels },
      schema: { params: idParamsSchema, response: { 200: okSchema(resource.row) } },
    },
    async (request) => ok(await resource.detail(params(request).id, request)),
  );

  app.post(
    `/${path}`,
    {
      config: { permission: `${permission}Create`, fieldLabels },
      schema: { body: resource.input, response: { 200: okSchema(resource.row) } },
    },
    async (request) => {
      const id = await resource.create(request.body as z.output<I>, request);
      if (audit) await request.audit.created(app.db, audit, id);
      return ok(await resource.detail(id, request));
    },
  );

  app.post(
    `/${path}/:id`,
    {
      config: { permission: `${permission}Edit`, fieldLabels },
      schema: { params: idParamsSchema, body: resource.input, response: { 200: messageSchema } },
    },
    async (request) => {
      const { id } = params(request);
      await noted(request, [id], () => resource.update(id, request.body as z.output<I>, request));
      return ok(translate(request.lang, 'common.saved'));
    },
  );

  registerDestroy(app, {
    path,
    permission: `${permission}Destroy`,
    fieldLabels,
    destroy: (ids, request) => noted(request, ids, () => resource.destroy(ids, request)),
  });
}
