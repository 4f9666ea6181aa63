import { defineFields } from './field-set.js';

/**
 * The members' plain fields (`POST member`, `POST member/{id}`): the member form's inputs and the list's
 * gender and state. The birthday (a past day), the password (its own rule, empty keeps it), the
 * e-mail's and phone's formats and the balance (changed only through the ledger) are the member
 * schema's own parts (`schemas/sales/member.ts`).
 */
export const memberFields = defineFields({
  texts: 'members',
  fields: {
    /** Letters, digits and `_ . @ -`: what members sign in with. */
    account: {
      kind: 'text',
      max: 32,
      required: true,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      label: { zh: '账号', en: 'Account' },
    },
    nickname: { kind: 'text', max: 32, label: { zh: '昵称', en: 'Nickname' } },
    gender: {
      kind: 'choice',
      default: 0,
      widget: 'radio',
      messages: { type: 'validation.format' },
      label: { zh: '性别', en: 'Gender' },
      options: [
        { value: 0, label: { zh: '未知', en: 'Unknown' } },
        { value: 1, label: { zh: '男', en: 'Man' } },
        { value: 2, label: { zh: '女', en: 'Woman' } },
      ],
    },
    email: { kind: 'text', max: 128, label: { zh: '邮箱', en: 'Email' } },
    phone: { kind: 'text', max: 11, label: { zh: '手机号', en: 'Phone' } },
    avatar: { kind: 'image', label: { zh: '头像', en: 'Avatar' } },
    /** A forbidden member cannot sign in or order. */
    state: {
      kind: 'switch',
      default: 1,
      states: { on: { zh: '正常', en: 'Normal' }, off: { zh: '禁用', en: 'Forbidden' } },
      label: { zh: '状态', en: 'State' },
    },
  },
});
