import { destroyBodySchema, idParamsSchema, messageSchema, translate } from '@bo/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../http/envelope.js';
import { targetIds } from './records.js';

/** What a delete route needs: where it is, who may call it and what deletes the rows. */
export interface DestroyRoute {
  /** `good` serves `POST /good/destroy/:id`. */
  path: string;
  /** The full permission key (`GoodDestroy`). */
  permission: string;
  fieldLabels?: FastifyContextConfig['fieldLabels'];
  destroy(ids: number[], request: FastifyRequest): Promise<void>;
}

/** `POST /<path>/destroy/:id`: deletes that id, or with id 0 the `ids` of the body; answers "deleted". */
export function registerDestroy(app: FastifyInstance, route: DestroyRoute): void {
  app.post(
    `/${route.path}/destroy/:id`,
    {
      config: { permission: route.permission, fieldLabels: route.fieldLabels },
      schema: { params: idParamsSchema, body: destroyBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      await route.destroy(targetIds(id, request.body as z.output<typeof destroyBodySchema>), request);
      return ok(translate(request.lang, 'common.deleted'));
    },
  );
}
