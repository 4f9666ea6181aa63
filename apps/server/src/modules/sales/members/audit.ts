import { tableSubject } from '../../../lib/audit-subject.js';

/** Members as the admin log compares them: the member form's fields, the balance and the password (`***`). */
export const MEMBER_SUBJECT = tableSubject({
  type: 'member',
  table: 'members',
  fields: [
    'account',
    'nickname',
    'gender',
    'birthday',
    'email',
    'phone',
    'avatar',
    'state',
    'balance',
    'password',
  ],
});
