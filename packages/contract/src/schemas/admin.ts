import { z } from 'zod';
import { adminFields } from '../resources/admin-fields.js';
import { DATA_SCOPES, type DataScope } from './auth.js';
import {
  idSchema,
  listQuerySchema,
  optionalIdSchema,
  queryIdSchema,
  textFilter,
  versionSchema,
} from './list.js';
import { queryInt } from './numbers.js';

const PHONE = /^\d{11}$/;
const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;

/** Admin states: 1 normal, 0 forbidden (a forbidden admin cannot log in). */
export const ADMIN_STATES = [0, 1] as const;

const declared = adminFields.shape;

/**
 * `POST admin` / `POST admin/{id}`: the declared fields (`resources/admin-fields.ts`), the e-mail's and
 * phone's formats, the roles and placement, and the password: required on create, optional on edit.
 */
export const adminInputSchema = z.object({
  account: declared.account,
  password: z
    .string()
    .max(128, 'validation.max')
    .optional()
    .default('')
    .refine((v) => v === '' || (v.length >= 10 && LETTERS_AND_DIGITS.test(v)), 'info.passwordRule'),
  nickname: declared.nickname,
  email: declared.email.refine((v) => v === '' || z.email().safeParse(v).success, 'validation.format'),
  phone: declared.phone.refine((v) => v === '' || PHONE.test(v), 'info.phoneFormat'),
  /** An uploaded file or an http(s) URL, never `javascript:` (the web shows it as an image and a link). */
  avatar: declared.avatar,
  rank: declared.rank,
  code: declared.code,
  introduction: declared.introduction,
  role_ids: z.array(idSchema).min(1, 'validation.required').max(50),
  organization_id: optionalIdSchema,
  department_id: optionalIdSchema,
  data_scope: declared.data_scope,
  state: declared.state,
  version: versionSchema,
});
export type AdminInput = z.input<typeof adminInputSchema>;

export const adminListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  role_id: queryIdSchema.optional(),
  state: queryInt(0, 1).optional(),
});

export const adminRoleRefSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });

/** A row of `GET admin` and the payload of `GET admin/{id}`. */
export const adminRowSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  rank: z.string(),
  code: z.string(),
  introduction: z.string(),
  roles: z.array(adminRoleRefSchema),
  role_ids: z.array(z.number()),
  organization_id: z.number().nullable(),
  organization_name: z.string().nullable(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  data_scope: z.enum(DATA_SCOPES as [DataScope, ...DataScope[]]),
  state: z.number(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number(),
});
export type AdminRow = z.infer<typeof adminRowSchema>;
