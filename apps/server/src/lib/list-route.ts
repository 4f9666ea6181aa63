import { okSchema, type Page, pageSchema } from '@bo/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../http/envelope.js';

/** What a paged list route needs: where it is, who may call it, its query, its row and the query run. */
export interface ListRoute<Q extends z.ZodType, R extends z.ZodType> {
  /** `admin/log` serves `GET /admin/log`. */
  path: string;
  /** The full permission key (`AdminLogList`). */
  permission: string;
  fieldLabels?: FastifyContextConfig['fieldLabels'];
  query: Q;
  row: R;
  list(query: z.output<Q>, request: FastifyRequest): Promise<Page<z.output<R>>>;
}

/** `GET /<path>`: one page of rows under the parsed query, in the `{data, total, ...}` page shape. */
export function registerList<Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  route: ListRoute<Q, R>,
): void {
  app.get(
    `/${route.path}`,
    {
      config: { permission: route.permission, fieldLabels: route.fieldLabels },
      schema: { querystring: route.query, response: { 200: okSchema(pageSchema(route.row)) } },
    },
    // The type provider cannot infer generic schemas: the compilers have parsed the query already.
    async (request) => ok(await route.list(request.query as z.output<Q>, request)),
  );
}
