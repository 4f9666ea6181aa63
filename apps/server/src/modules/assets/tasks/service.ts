import type {
  Page,
  TaskCount,
  TaskKind,
  TaskRow,
  taskCountQuerySchema,
  taskListQuerySchema,
} from '@bo/contract';
import { FORM_KINDS, type FormKind } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../http/errors.js';
import { applySort, paginate } from '../../../lib/list.js';
import { nowIso } from '../../../lib/time.js';
import { applyForm } from '../forms/apply.js';
import { releaseLines, transitionForm } from '../forms/transition.js';
import { placePaths } from '../reference/places.js';
import { formInScope, operatorOf, type Scope } from '../scope.js';

function taskQuery(db: Db, scope: Scope) {
  return db
    .selectFrom('asset_tasks as task')
    .innerJoin('asset_forms', 'asset_forms.id', 'task.form_id')
    .innerJoin('organizations as o', 'o.id', 'asset_forms.organization_id')
    .leftJoin('organizations as t', 't.id', 'asset_forms.target_organization_id')
    .where(formInScope(scope))
    .select([
      'task.id',
      'task.kind',
      'task.status',
      'task.form_id',
      'asset_forms.number as form_number',
      'asset_forms.kind as form_kind',
      'o.name as organization_name',
      't.name as target_organization_name',
      'asset_forms.storage_location_id',
      'asset_forms.line_count',
      'task.created_at',
      'task.completed_at',
      'task.completed_by_name',
      'task.version',
    ]);
}

/** `GET task?kind=&status=`: the warehouse tasks of forms in the caller's scope. */
/** The tasks of a kind and a form number, within the caller's scope (every status). */
function filteredTasks(db: Db, scope: Scope, query: z.output<typeof taskCountQuerySchema>) {
  let q = db.selectFrom('asset_tasks as task');
  if (query.kind) q = q.where('task.kind', '=', query.kind);
  const keyword = query.keyword?.toUpperCase();
  // The scope and the number are the form's: asked of each task's form only when they filter at all
  // (every task has its form).
  if (scope.kind !== 'all' || keyword !== undefined)
    q = q.where((eb) => {
      let form = eb
        .selectFrom('asset_forms')
        .select('asset_forms.id')
        .whereRef('asset_forms.id', '=', 'task.form_id')
        .where(formInScope(scope));
      if (keyword !== undefined) form = form.where('asset_forms.number', '=', keyword);
      return eb.exists(form);
    });
  return q;
}

/** `GET taskCount`: the tasks the list's filters find, in all and per status, one grouped count. */
export async function countTasks(
  db: Db,
  scope: Scope,
  query: z.output<typeof taskCountQuerySchema>,
): Promise<TaskCount> {
  const rows = await filteredTasks(db, scope, query)
    .select(['task.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('task.status')
    .execute();
  const count: TaskCount = { all: 0, pending: 0, completed: 0 };
  for (const row of rows) {
    const status = row.status as keyof TaskCount;
    if (status in count) count[status] = Number(row.n);
    count.all += Number(row.n);
  }
  return count;
}

export async function listTasks(
  db: Db,
  scope: Scope,
  query: z.output<typeof taskListQuerySchema>,
): Promise<Page<TaskRow>> {
  let q = filteredTasks(db, scope, query).select('task.id');
  if (query.status) q = q.where('task.status', '=', query.status);
  const page = await paginate(
    db,
    applySort(q, query.sort, { id: 'task.id' }, '-id', 'task.id'),
    query,
    (ids) => taskQuery(db, scope).where('task.id', 'in', ids),
  );
  const paths = page.data.some((r) => r.storage_location_id !== null)
    ? await placePaths(db)
    : new Map<number, string>();
  return {
    ...page,
    data: page.data.map(({ storage_location_id, ...r }) => ({
      ...r,
      kind: r.kind as TaskKind,
      status: r.status as TaskRow['status'],
      form_kind: r.form_kind as FormKind,
      target_organization_name: r.target_organization_name ?? null,
      place_name: storage_location_id === null ? null : (paths.get(storage_location_id) ?? null),
    })),
  };
}

/**
 * `POST task/complete/{id}`: moves the form's assets (status, owner, place) and completes task and form,
 * all in one transaction. Completion is conditional on the task still pending, so a second click or a
 * second clerk gets 40900 and nothing is applied twice.
 */
export async function completeTask(db: Db, scope: Scope, id: number, version?: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('asset_tasks as task')
      .innerJoin('asset_forms', 'asset_forms.id', 'task.form_id')
      .where('task.id', '=', id)
      .where(formInScope(scope))
      .select(['task.id', 'task.status', 'task.version', 'task.form_id'])
      .executeTakeFirst();
    if (!task) throw notFound();
    if (task.status !== 'pending') throw conflict('task.stateConflict');
    if (version !== undefined && version !== task.version) throw conflict();
    const now = nowIso();
    const done = await trx
      .updateTable('asset_tasks')
      .set({
        status: 'completed',
        completed_by_name: scope.name,
        completed_at: now,
        updated_at: now,
        version: task.version + 1,
      })
      .where('id', '=', task.id)
      .where('status', '=', 'pending')
      .where('version', '=', task.version)
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) throw conflict('task.stateConflict');
    const form = await trx
      .selectFrom('asset_forms')
      .selectAll()
      .where('id', '=', task.form_id)
      .executeTakeFirstOrThrow();
    if (!(FORM_KINDS as readonly string[]).includes(form.kind)) throw notFound();
    await transitionForm(trx, form, 'complete', { completed_at: now });
    await applyForm(trx, form, operatorOf(scope));
    await releaseLines(trx, form.id);
  });
}
