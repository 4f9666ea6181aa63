import { tableSubject } from '../../../lib/audit-subject.js';

/**
 * Administrators as the admin log compares them: the admin form's fields by their names there (the
 * password as its hash, which the log only ever shows as `***`) and the roles held, as ids.
 */
export const ADMIN_SUBJECT = tableSubject({
  type: 'admin',
  table: 'admins',
  fields: {
    account: 'username',
    nickname: 'nickname',
    phone: 'cellphone',
    email: 'email',
    avatar: 'avatar',
    rank: 'rank',
    code: 'code',
    introduction: 'introduction',
    organization_id: 'organization_id',
    department_id: 'department_id',
    data_scope: 'data_scope',
    state: 'state',
    password: 'password_hash',
  },
  links: { role_ids: { table: 'admin_roles', owner: 'admin_id', value: 'role_id' } },
});
