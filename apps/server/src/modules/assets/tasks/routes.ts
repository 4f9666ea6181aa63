import {
  AUTHENTICATED,
  formVersionSchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  pageSchema,
  type TaskKind,
  taskCountQuerySchema,
  taskCountSchema,
  taskListQuerySchema,
  taskRowSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { forbidden } from '../../../http/errors.js';
import { FORM_SUBJECT } from '../forms/audit.js';
import { scopeOf } from '../scope.js';
import { completeTask, countTasks, listTasks } from './service.js';

/** The filtered task pages: each lets its holder list the tasks of its kind; TaskList lists all. */
export const KIND_PAGES: Readonly<Record<TaskKind, string>> = {
  join: 'TaskList',
  out: 'OutTaskList',
  back: 'BackTaskList',
  rent: 'RentTaskList',
};

/** TaskList sees every kind; the filtered pages only their own kind. */
function checkKindPage(request: FastifyRequest, kind: TaskKind | undefined): void {
  const held = request.auth?.permissions ?? new Set<string>();
  if (!held.has('TaskList') && !(kind && held.has(KIND_PAGES[kind]))) throw forbidden();
}

/** Warehouse tasks (TaskList, OutTaskList, BackTaskList, RentTaskList), their counts and their completion. */
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
      checkKindPage(request, request.query.kind);
      return ok(await listTasks(app.db, await scopeOf(app.db, request.auth), request.query));
    },
  );
  app.get(
    '/taskCount',
    {
      // The tab badges of the same pages, with the same checks as their list.
      config: { permission: AUTHENTICATED },
      schema: { querystring: taskCountQuerySchema, response: { 200: okSchema(taskCountSchema) } },
    },
    async (request) => {
      checkKindPage(request, request.query.kind);
      return ok(await countTasks(app.db, await scopeOf(app.db, request.auth), request.query));
    },
  );
  app.post(
    '/task/complete/:id',
    {
      config: { permission: 'TaskComplete' },
      schema: { params: idParamsSchema, body: formVersionSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const scope = await scopeOf(app.db, request.auth);
      const { id } = request.params;
      const complete = () => completeTask(app.db, scope, id, request.body?.version);
      // The log names the form the task completes; a task that does not exist is refused as before.
      const task = await app.db
        .selectFrom('asset_tasks')
        .select('form_id')
        .where('id', '=', id)
        .executeTakeFirst();
      await (task ? request.audit.around(app.db, FORM_SUBJECT, [task.form_id], complete) : complete());
      return ok(translate(request.lang, 'task.completed'));
    },
  );
}
