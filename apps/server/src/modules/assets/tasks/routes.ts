import {
  AUTHENTICATED,
  formVersionSchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  pageSchema,
  type TaskKind,
  taskListQuerySchema,
  taskRowSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { forbidden } from '../../../http/errors.js';
import { scopeOf } from '../scope.js';
import { completeTask, listTasks } from './service.js';

/** The filtered task pages: each lets its holder list the tasks of its kind; TaskList lists all. */
const KIND_PAGES: Record<TaskKind, string> = {
  join: 'TaskList',
  out: 'OutTaskList',
  back: 'BackTaskList',
  rent: 'RentTaskList',
};

/** Warehouse tasks (TaskList, OutTaskList, BackTaskList, RentTaskList) and their completion. */
export async function assetTaskRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/task',
    {
      // TaskList sees every kind; the filtered pages only their own kind (checked below).
      config: { permission: AUTHENTICATED },
      schema: { querystring: taskListQuerySchema, response: { 200: okSchema(pageSchema(taskRowSchema)) } },
    },
    async (request) => {
      const held = request.auth?.permissions ?? new Set<string>();
      const kind = request.query.kind;
      if (!held.has('TaskList') && !(kind && held.has(KIND_PAGES[kind]))) throw forbidden();
      return ok(await listTasks(app.db, await scopeOf(app.db, request.auth), request.query));
    },
  );
  app.post(
    '/task/complete/:id',
    {
      config: { permission: 'TaskComplete' },
      schema: { params: idParamsSchema, body: formVersionSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await completeTask(
        app.db,
        await scopeOf(app.db, request.auth),
        request.params.id,
        request.body?.version,
      );
      return ok(translate(request.lang, 'task.completed'));
    },
  );
}
