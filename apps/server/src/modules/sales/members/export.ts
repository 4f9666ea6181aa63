import { type MemberRow, memberListQuerySchema } from '@bo/contract';
import { defineListExport } from '../../../lib/list-export.js';
import { listMembers } from './queries.js';

const label = (field: string) => `members.fields.${field}`;

/** `member/export/all`: the member list as it is filtered, balance as money. */
export const memberExport = defineListExport<unknown>()(memberListQuerySchema, {
  page: (db, { query, page, limit }) => listMembers(db, { ...query, page, limit }),
  columns: [
    { label: label('id'), width: 10, kind: 'number', value: (r: MemberRow) => r.id },
    { label: label('account'), width: 20, value: (r) => r.account },
    { label: label('nickname'), width: 20, value: (r) => r.nickname },
    { label: label('gender'), width: 8, value: (r, t) => t(`members.options.gender.${r.gender}`) },
    { label: label('birthday'), width: 12, kind: 'date', value: (r) => r.birthday },
    { label: label('phone'), width: 16, value: (r) => r.phone },
    { label: label('email'), width: 24, value: (r) => r.email },
    { label: label('balance'), width: 14, kind: 'money', value: (r) => r.balance },
    { label: label('state'), width: 10, value: (r, t) => t(`members.options.state.${r.state}`) },
    { label: label('last_login_at'), width: 20, kind: 'datetime', value: (r) => r.last_login_at },
    { label: label('created_at'), width: 20, kind: 'datetime', value: (r) => r.created_at },
  ],
});
