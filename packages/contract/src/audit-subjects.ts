import { DECLARED_RESOURCES, isTreeResource, type Resource } from './resources/index.js';

/**
 * A kind of record the admin log names as what a write changed (`subject_type`): `title` is the catalog
 * key of its name, `texts` the catalog sections that label its fields (`<section>.fields.<field>`) and
 * name their options (`<section>.options.<field>.<value>`), as the record's own pages do.
 */
export interface AuditSubjectSpec {
  title: string;
  texts: readonly string[];
}

const own = (type: string, ...texts: string[]): [string, AuditSubjectSpec] => [
  type,
  { title: `system.adminLog.subjects.${type}`, texts },
];

/** The declared resources, and the resources a tree's records are grouped by (organizations). */
const DECLARED: readonly Resource[] = DECLARED_RESOURCES.flatMap((r) =>
  isTreeResource(r) && r.tree.groups ? [r, r.tree.groups.resource] : [r],
);

/**
 * Every record kind the admin log can name: the pages with writes of their own (goods, orders,
 * members, administrators, roles, the configuration, specifications, freight templates, assets,
 * asset forms, plug-ins), and every declared resource under its name (`brand`, `category`, `region`, …), labelled
 * as its own pages label it.
 */
export const AUDIT_SUBJECTS: Readonly<Record<string, AuditSubjectSpec>> = Object.fromEntries([
  own('good', 'goodForm', 'goods'),
  own('order', 'orders'),
  own('member', 'members'),
  own('admin', 'resources.admin'),
  own('role', 'resources.manage'),
  own('config', 'resources.config'),
  own('specification', 'catalog.specification'),
  own('freight', 'sales.freight'),
  own('asset', 'assets.asset'),
  own('assetForm', 'assetForms'),
  own('plugin', 'resources.plugin'),
  ...DECLARED.map((r): [string, AuditSubjectSpec] => [
    r.name,
    { title: `resources.${r.name}.title`, texts: [`resources.${r.name}`] },
  ]),
]);

/** The record kinds by name, for the log's filter (`subject_type`). */
export const AUDIT_SUBJECT_TYPES = Object.keys(AUDIT_SUBJECTS) as [string, ...string[]];

/**
 * The catalog keys that may hold the text of `path` for a record of `type`, the first found wins:
 * `fields.name` for a field's label, `options.is_show.1` for an option's name. None found: show the
 * field or value as it is.
 */
export function auditTextKeys(type: string, path: string): string[] {
  return (AUDIT_SUBJECTS[type]?.texts ?? []).map((section) => `${section}.${path}`);
}
