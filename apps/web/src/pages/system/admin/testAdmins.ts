import type { AdminRow } from '../../../api/admins';

/** An administrator as `GET admin` lists it: an enabled editor with data scope all unless told otherwise. */
export const adminRow = (overrides: Partial<AdminRow> = {}): AdminRow => ({
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  email: '',
  phone: '',
  avatar: '',
  rank: '',
  code: '',
  introduction: '',
  roles: [{ id: 2, name: 'Editor', code: 'editor' }],
  role_ids: [2],
  organization_id: null,
  organization_name: '',
  department_id: null,
  department_name: '',
  data_scope: 'all',
  state: 1,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
  version: 1,
  ...overrides,
});
