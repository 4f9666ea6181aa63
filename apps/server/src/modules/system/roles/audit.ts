import { tableSubject } from '../../../lib/audit-subject.js';

/** Roles as the admin log compares them: name, code, introduction and the permissions granted, as ids. */
export const ROLE_SUBJECT = tableSubject({
  type: 'role',
  table: 'roles',
  fields: ['name', 'code', 'introduction'],
  links: { permission_ids: { table: 'role_permissions', owner: 'role_id', value: 'permission_id' } },
});
