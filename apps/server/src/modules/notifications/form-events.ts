import { FORM_KIND_INFO, type FormKind, type NotificationTarget } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { TASK_KIND_PAGES } from '../assets/index.js';
import { adminsForForm } from './recipients.js';
import type { NewNotification } from './store.js';

async function formOf(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('asset_forms')
    .select(['id', 'number', 'created_by', 'created_by_name', 'organization_id', 'target_organization_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A form was submitted: every admin who may approve it (holds the kind's approve permission, and the
 * form is in his data scope) is told, except its submitter.
 */
export async function formSubmitted(app: FastifyInstance, kind: FormKind, id: number): Promise<void> {
  const form = await formOf(app, id);
  if (!form) return;
  const info = FORM_KIND_INFO[kind];
  const approvers = await adminsForForm(app.db, form.id, [info.approve], { except: form.created_by });
  await app.notifications.notify(
    approvers.map((adminId) => ({
      adminId,
      kind: 'approval',
      message: 'notifications.approval',
      params: { kindKey: `form.kinds.${kind}`, number: form.number, by: form.created_by_name },
      target: { page: info.list, query: { keyword: form.number, status: 'submitted' } },
    })),
  );
}

/**
 * A form was approved and its warehouse task made: the admins of the units it concerns (its own, and
 * the receiving one) who can see the task (the task list, or the list of its kind) are told, each
 * pointed at the list he can open.
 */
export async function taskAssigned(app: FastifyInstance, kind: FormKind, id: number): Promise<void> {
  const task = FORM_KIND_INFO[kind].task;
  const form = task ? await formOf(app, id) : undefined;
  if (!task || !form) return;
  const units = [form.organization_id, form.target_organization_id].filter((u): u is number => u !== null);
  const all = await adminsForForm(app.db, form.id, ['TaskList'], { organizationIds: units });
  const ofKind = await adminsForForm(app.db, form.id, [TASK_KIND_PAGES[task]], { organizationIds: units });
  // Each is pointed at the list he can open: the task list filtered to this kind, or the kind's own.
  const targetOf = (adminId: number): NotificationTarget =>
    all.includes(adminId)
      ? { page: 'TaskList', query: { kind: task, keyword: form.number } }
      : { page: TASK_KIND_PAGES[task], query: { keyword: form.number } };
  const items: NewNotification[] = [...new Set([...all, ...ofKind])].map((adminId) => ({
    adminId,
    kind: 'task',
    message: 'notifications.task',
    params: { kindKey: `form.kinds.${kind}`, number: form.number },
    target: targetOf(adminId),
  }));
  await app.notifications.notify(items);
}

/** Runs a notification after the action it follows committed: a failure is logged, the action stands. */
export async function thenNotify(app: FastifyInstance, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (err) {
    app.log.warn({ err }, 'could not make notifications');
  }
}
