import { type TaskRow, taskListQuerySchema } from '@bo/contract';
import { defineListExport } from '../../../lib/list-export.js';
import type { Scope } from '../scope.js';
import { listTasks } from './service.js';

const defineScoped = defineListExport<Scope>();

const f = (field: string) => `assetForms.fields.${field}`;

/** `task/export/all`: the warehouse tasks as the list filters them. */
export const taskExport = defineScoped(taskListQuerySchema, {
  page: (db, { context: scope, query, page, limit }) => listTasks(db, scope, { ...query, page, limit }),
  columns: [
    {
      label: 'assetForms.tasks.form',
      width: 10,
      value: (r: TaskRow, t) => t(`assetForms.tasks.kinds.${r.kind}`),
    },
    { label: f('status'), width: 10, value: (r, t) => t(`assetForms.tasks.statuses.${r.status}`) },
    { label: f('number'), width: 22, value: (r) => r.form_number },
    { label: f('organization'), width: 20, value: (r) => r.organization_name },
    { label: f('target_organization'), width: 20, value: (r) => r.target_organization_name },
    { label: f('place'), width: 24, value: (r) => r.place_name },
    { label: f('line_count'), width: 8, kind: 'number', value: (r) => r.line_count },
    { label: f('created_at'), width: 20, kind: 'datetime', value: (r) => r.created_at },
    { label: 'assetForms.tasks.completedBy', width: 12, value: (r) => r.completed_by_name },
    { label: f('completed_at'), width: 20, kind: 'datetime', value: (r) => r.completed_at },
  ],
});
