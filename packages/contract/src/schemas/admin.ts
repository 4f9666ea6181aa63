import { z } from 'zod';
import { DATA_SCOPES, type DataScope } from './auth.js';
import { optionalFile } from './catalog/fields.js';
import {
  idSchema,
  listQuerySchema,
  optionalIdSchema,
  queryIdSchema,
  textFilter,
  versionSchema,
} from './list.js';
import { jsonInt, queryInt } from './numbers.js';

const PHONE = /^\d{11}$/;
const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;
const text = (max: number) => z.string().trim().max(max, 'validation.max').optional().default('');

/** Admin states: 1 normal, 0 forbidden (a forbidden admin cannot log in). */
export const ADMIN_STATES = [0, 1] as const;

/** `POST admin` / `POST admin/{id}`: the password is required on create and optional on edit. */
export const adminInputSchema = z.object({
  account: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.max')
    .regex(/^[A-Za-z0-9_.@-]+$/, 'validation.format'),
  password: z
    .string()
    .max(128, 'validation.max')
    .optional()
    .default('')
    .refine((v) => v === '' || (v.length >= 10 && LETTERS_AND_DIGITS.test(v)), 'info.passwordRule'),
  nickname: text(32),
  email: text(128).refine((v) => v === '' || z.email().safeParse(v).success, 'validation.format'),
  phone: text(11).refine((v) => v === '' || PHONE.test(v), 'info.phoneFormat'),
  /** An uploaded file or an http(s) URL, never `javascript:` (the web shows it as an image and a link). */
  avatar: optionalFile,
  rank: text(64),
  code: text(64),
  introduction: text(512),
  role_ids: z.array(idSchema).min(1, 'validation.required').max(50),
  organization_id: optionalIdSchema,
  department_id: optionalIdSchema,
  data_scope: z
    .enum(DATA_SCOPES as [DataScope, ...DataScope[]])
    .optional()
    .default('all'),
  state: jsonInt(0, 1).optional().default(1),
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
