import { z } from 'zod';
import { formatDate } from '../../format.js';
import { memberFields } from '../../resources/member-fields.js';
import { typeError } from '../catalog/fields.js';
import { HISTORIC_YEAR, isIsoDay } from '../dates.js';
import { dateFilter, listQuerySchema, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';

/** Member states: 1 normal, 0 forbidden (a forbidden member cannot log in or order). */
export const MEMBER_STATES = { forbidden: 0, normal: 1 } as const;
/** Genders: 0 unknown, 1 man, 2 woman. */
export const MEMBER_GENDERS = [0, 1, 2] as const;
/** The member list tabs: all, normal, forbidden (`activeIndex` 1..3). */
export const MEMBER_TABS = ['all', 'normal', 'forbidden'] as const;

const PHONE = /^\d{11}$/;
/** Member passwords: 6 to 64 characters, letters and digits both present. */
const MEMBER_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,64}$/;

/** A birthday: a real day, not before 1900 and not after today (local day of whoever checks). */
export const birthdaySchema = z
  .string(typeError)
  .refine((v) => isIsoDay(v, HISTORIC_YEAR), { error: 'validation.format', abort: true })
  .refine((v) => v <= formatDate(new Date()), 'member.birthdayFuture');

/** What members sign in with (the storefront's registration takes it too). */
export const memberAccount = memberFields.required('account');

export const memberPassword = z
  .string(typeError)
  .max(64, 'validation.max')
  .regex(MEMBER_PASSWORD, 'member.passwordRule');

const declared = memberFields.shape;

/**
 * `POST member` / `POST member/{id}`: the declared fields (`resources/member-fields.ts`) with the
 * formats of the e-mail and phone, the birthday, and the password: required on create and sent only to
 * change it (empty keeps it). The balance is not here: it changes only through the ledger.
 */
export const memberInputSchema = z.object({
  account: declared.account,
  nickname: declared.nickname,
  gender: declared.gender,
  /** `YYYY-MM-DD`, or null when unknown. */
  birthday: birthdaySchema.nullable().default(null),
  email: declared.email.refine((v) => v === '' || z.email().safeParse(v).success, 'validation.format'),
  phone: declared.phone.refine((v) => v === '' || PHONE.test(v), 'info.phoneFormat'),
  password: z
    .string('validation.type')
    .max(64, 'validation.max')
    .default('')
    .refine((v) => v === '' || MEMBER_PASSWORD.test(v), 'member.passwordRule'),
  avatar: declared.avatar,
  state: declared.state,
  version: versionSchema,
});
export type MemberInput = z.input<typeof memberInputSchema>;

export const memberFilterSchema = z.object({
  /** Account, nickname or phone. */
  keyword: textFilter(64),
  from: dateFilter,
  to: dateFilter,
});
export const memberListQuerySchema = listQuerySchema.extend({
  ...memberFilterSchema.shape,
  activeIndex: queryInt(1, MEMBER_TABS.length).default(1),
});
export const MEMBER_SORTABLE = ['id', 'balance', 'created_at', 'last_login_at'] as const;

export const memberRowSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  gender: z.number(),
  birthday: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  /** Cents; always the sum of the member's ledger. */
  balance: z.number(),
  state: z.number(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberCountSchema = z.object({ all: z.number(), normal: z.number(), forbidden: z.number() });
export type MemberCount = z.infer<typeof memberCountSchema>;

/** Largest single balance adjustment, in cents (1 000 000.00). */
export const MAX_BALANCE_ADJUSTMENT = 100_000_000;

/** `POST member/balance/{id}`: a signed amount in cents and the reason written to the ledger. */
export const memberBalanceInputSchema = z.object({
  amount: z
    .number(typeError)
    .int('validation.price')
    .min(-MAX_BALANCE_ADJUSTMENT, 'validation.min')
    .max(MAX_BALANCE_ADJUSTMENT, 'validation.max')
    .refine((v) => v !== 0, 'member.amountZero'),
  reason: z.string(typeError).trim().min(1, 'validation.required').max(200, 'validation.max'),
});
export type MemberBalanceInput = z.input<typeof memberBalanceInputSchema>;

/** Why the balance changed: an admin's adjustment, an order paid from it, a refund into it. */
export const LEDGER_KINDS = ['adjust', 'payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerRowSchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed cents. */
  amount: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  order_id: z.number().nullable(),
  /** The order's number, as people know it (the id is for links). */
  order_identification: z.string().nullable(),
  admin_id: z.number().nullable(),
  admin_name: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
export const ledgerListQuerySchema = listQuerySchema;
