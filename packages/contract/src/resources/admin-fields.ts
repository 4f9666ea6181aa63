import { DATA_SCOPES } from '../schemas/auth.js';
import { defineFields } from './field-set.js';

const SCOPE_LABELS = {
  all: { zh: '全部', en: 'All' },
  area: { zh: '本区域', en: 'Own area' },
  organization: { zh: '本组织', en: 'Own organization' },
  department: { zh: '本部门', en: 'Own department' },
  own: { zh: '仅本人', en: 'Own records only' },
} as const;

/**
 * The administrators' plain fields (`POST admin`, `POST admin/{id}`): the admin form's inputs and the
 * list's state. The password (its own rule, empty keeps it), the roles, the organization and
 * department (one placement picker on the page), the e-mail's and phone's formats and what delegation
 * allows are the admin schema's and the admins' rules' own (`schemas/admin.ts`).
 */
export const adminFields = defineFields({
  texts: 'resources.admin',
  fields: {
    /** Letters, digits and `_ . @ -`: what administrators sign in with. */
    account: {
      kind: 'text',
      max: 64,
      required: true,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      label: { zh: '账号', en: 'Account' },
    },
    nickname: { kind: 'text', max: 32, label: { zh: '昵称', en: 'Nickname' } },
    phone: { kind: 'text', max: 11, label: { zh: '手机号', en: 'Phone' } },
    email: { kind: 'text', max: 128, label: { zh: '邮箱', en: 'Email' } },
    avatar: { kind: 'image', label: { zh: '头像', en: 'Avatar' } },
    rank: { kind: 'text', max: 64, label: { zh: '职级', en: 'Rank' } },
    code: { kind: 'text', max: 64, label: { zh: '工号', en: 'Staff code' } },
    introduction: { kind: 'textarea', max: 512, label: { zh: '简介', en: 'Introduction' } },
    /** Whose records the administrator sees and changes (never wider than the one who gives it). */
    data_scope: {
      kind: 'choice',
      default: 'all',
      label: { zh: '数据范围', en: 'Data scope' },
      options: DATA_SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] })),
    },
    /** A forbidden administrator cannot sign in, and their sessions end. */
    state: {
      kind: 'switch',
      default: 1,
      wholeNumber: true,
      states: { on: { zh: '正常', en: 'Normal' }, off: { zh: '禁用', en: 'Forbidden' } },
      label: { zh: '状态', en: 'State' },
    },
  },
});
