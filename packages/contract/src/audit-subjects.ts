import { DECLARED_RESOURCES } from './resources/index.js';

/**
 * A kind of record the admin log names as what a write changed (`subject_type`): `title` is the catalog
 * key of its name, `fields` the catalog sections whose `<section>.fields.<field>` label a change's
 * fields (the first that has one wins; a field none labels shows by its name).
 */
export interface AuditSubjectSpec {
  title: string;
  fields: readonly string[];
}

const own = (type: string, ...fields: string[]): [string, AuditSubjectSpec] => [
  type,
  { title: `system.adminLog.subjects.${type}`, fields },
];

/**
 * Every record kind the admin log can name: the pages with writes of their own (goods, orders,
 * members, administrators, roles, the configuration), and every declared resource under its name
 * (`brand`, `language`, `region`, …), labelled as its own pages label it.
 */
export const AUDIT_SUBJECTS: Readonly<Record<string, AuditSubjectSpec>> = Object.fromEntries([
  own('good', 'goodForm', 'goods'),
  own('order', 'orders'),
  own('member', 'members'),
  own('admin', 'resources.admin'),
  own('role', 'resources.manage'),
  own('config', 'resources.config'),
  ...DECLARED_RESOURCES.map((r): [string, AuditSubjectSpec] => [
    r.name,
    { title: `resources.${r.name}.title`, fields: [`resources.${r.name}`] },
  ]),
]);

/** The record kinds by name, for the log's filter (`subject_type`). */
export const AUDIT_SUBJECT_TYPES = Object.keys(AUDIT_SUBJECTS) as [string, ...string[]];
