import { z } from 'zod';
import { adminLogListQuerySchema } from './admin-log.js';
import { assetEventQuerySchema, assetListQuerySchema } from './assets/asset.js';
import { FORM_KIND_INFO, FORM_KINDS, formListQuerySchema, taskListQuerySchema } from './assets/form.js';
import { queryIdSchema } from './list.js';
import { memberListQuerySchema } from './sales/member.js';

/**
 * A list that exports as XLSX: `POST <path>/export/all` with the list's filters (a JSON body, `{}` for
 * none, to which the query string may add; the body wins) queues the export and answers `{job_id}`; `GET
 * <path>/export/file/{jobId}` downloads it, for the admin who started it only.
 */
export interface ListExport {
  /** The list's path under `/api/v1/admin/`, e.g. `assets/list`. */
  path: string;
  /** The list page the export belongs to (its permission's parent). */
  page: string;
  /** The permission the export needs: `<page without List>Export`, an action of `page`. */
  permission: string;
  /** What the list validates its query with; paging is ignored, the filters and sort are exported. */
  query: z.ZodObject;
}

const declare = (path: string, page: string, query: z.ZodObject): ListExport => ({
  path,
  page,
  permission: `${page.replace(/List$/, '')}Export`,
  query,
});

/** `verify/export/all?form_id=`: one campaign's results; without it every campaign in the filters. */
export const verifyExportQuerySchema = formListQuerySchema.extend({ form_id: queryIdSchema.optional() });

/** Every list that exports (beside goods and orders, which have their own routes). */
export const LIST_EXPORTS: readonly ListExport[] = [
  declare('member', 'MemberList', memberListQuerySchema),
  declare('assets/list', 'AssetsList', assetListQuerySchema),
  declare('assets/events', 'AllList', assetEventQuerySchema),
  ...FORM_KINDS.map((kind) => {
    const info = FORM_KIND_INFO[kind];
    return declare(info.route, info.list, kind === 'verify' ? verifyExportQuerySchema : formListQuerySchema);
  }),
  // The lease grants' rent schedules, under the grants' own export permission.
  declare(
    `${FORM_KIND_INFO.lease_grant.route}/installments`,
    FORM_KIND_INFO.lease_grant.list,
    formListQuerySchema,
  ),
  declare('task', 'TaskList', taskListQuerySchema),
  declare('admin/log', 'AdminLogList', adminLogListQuerySchema),
];

/** What `POST <path>/export/all` answers: the queued job to follow with `GET job/{id}`. */
export const listExportStartSchema = z.object({ job_id: z.number() });

/** The export of the list at `path`, if it has one. */
export const listExportOf = (path: string): ListExport | undefined =>
  LIST_EXPORTS.find((e) => e.path === path);

/**
 * The most rows one list export writes: what a list counts exactly (COUNT_CAP). A list past it is
 * refused with a message to narrow the filters, rather than cut short unseen.
 */
export const LIST_EXPORT_MAX_ROWS = 100_000;
