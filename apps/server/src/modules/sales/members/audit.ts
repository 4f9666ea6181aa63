import { memberFields } from '@bo/contract';
import { tableSubject } from '../../../lib/audit-subject.js';

/**
 * Members as the admin log compares them: the member form's declared fields, the birthday, the balance
 * and the password (its hash, only ever shown as `***`).
 */
export const MEMBER_SUBJECT = tableSubject({
  type: 'member',
  table: 'members',
  fields: [...Object.keys(memberFields.fields), 'birthday', 'balance', 'password'],
});
