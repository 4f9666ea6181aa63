import { z } from 'zod';
import { assetFormFields } from '../../resources/asset-form-fields.js';
import { cents, optionalRef, optionalText, refId, typeError } from '../catalog/fields.js';
import { isIsoDay } from '../dates.js';
import { listQuerySchema, queryIdSchema, textFilter, versionSchema } from '../list.js';
import { ASSET_STATUSES } from './asset.js';
import { LEASE_CYCLES } from './lease-cycles.js';

/** The asset documents (forms), each with its route name, number prefix and permissions. */
export const FORM_KINDS = ['join', 'out', 'rental', 'back', 'lease_grant', 'lease_repay', 'verify'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface FormKindInfo {
  /** The route name (`POST assetsJoin`, `GET assetsJoin?status=`…), kept as the contract names it. */
  route: string;
  /** Number prefix: `RK-20261123-0001`. */
  prefix: string;
  list: string;
  create: string;
  approve: string;
  /** The task kind its approval creates, if any (`GET task?kind=`). */
  task: TaskKind | null;
}

export const FORM_KIND_INFO: Record<FormKind, FormKindInfo> = {
  join: {
    route: 'assetsJoin',
    prefix: 'RK',
    list: 'AssetsJoinList',
    create: 'AssetsJoinCreate',
    approve: 'AssetsJoinApprove',
    task: 'join',
  },
  out: {
    route: 'assetsOut',
    prefix: 'CK',
    list: 'AssetsOutList',
    create: 'AssetsOutCreate',
    approve: 'AssetsOutApprove',
    task: 'out',
  },
  rental: {
    route: 'assetsRental',
    prefix: 'JY',
    list: 'AssetsRentalList',
    create: 'AssetsRentalCreate',
    approve: 'AssetsRentalApprove',
    task: 'rent',
  },
  back: {
    route: 'assetsBack',
    prefix: 'GH',
    list: 'AssetsBackList',
    create: 'AssetsBackCreate',
    approve: 'AssetsBackApprove',
    task: 'back',
  },
  lease_grant: {
    route: 'assetLeaseGrant',
    prefix: 'ZL',
    list: 'AssetLeaseGrantList',
    create: 'AssetLeaseGrantCreate',
    approve: 'AssetLeaseGrantApprove',
    task: null,
  },
  lease_repay: {
    route: 'assetLeaseRepay',
    prefix: 'ZH',
    list: 'AssetLeaseRepayList',
    create: 'AssetLeaseRepayCreate',
    approve: 'AssetLeaseRepayApprove',
    task: null,
  },
  verify: {
    route: 'verify',
    prefix: 'PD',
    list: 'VerifyList',
    create: 'VerifyCreate',
    approve: 'VerifyApprove',
    task: null,
  },
};

/** What an asset must be to go on a form of each kind (checked again when the form is applied). */
export const FORM_ELIGIBILITY: Record<
  FormKind,
  { ownership?: 'self' | 'public'; statuses: readonly (typeof ASSET_STATUSES)[number][] }
> = {
  join: { ownership: 'self', statuses: ['idle'] },
  out: { ownership: 'public', statuses: ['in_warehouse'] },
  rental: { ownership: 'public', statuses: ['in_warehouse'] },
  back: { statuses: ['lent', 'leased'] },
  lease_grant: { ownership: 'public', statuses: ['in_warehouse'] },
  lease_repay: { statuses: ['leased'] },
  verify: { statuses: ['idle', 'in_use', 'in_warehouse', 'lent', 'leased'] },
};

export const FORM_STATUSES = [
  'draft',
  'submitted',
  'rejected',
  'processing',
  'completed',
  'cancelled',
] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Form actions and the states they apply from; approval goes on to `processing` or `completed`. */
export const FORM_ACTIONS = {
  submit: { from: ['draft'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'processing' },
  reject: { from: ['submitted'], to: 'rejected' },
  cancel: { from: ['draft', 'submitted', 'rejected'], to: 'cancelled' },
  complete: { from: ['processing'], to: 'completed' },
} as const satisfies Record<string, { from: readonly FormStatus[]; to: FormStatus }>;
export type FormAction = keyof typeof FORM_ACTIONS;

export const canApplyFormAction = (action: FormAction, status: FormStatus): boolean =>
  (FORM_ACTIONS[action].from as readonly FormStatus[]).includes(status);

/** Open forms hold their assets: an asset is on at most one of them. */
export const OPEN_FORM_STATUSES = [
  'draft',
  'submitted',
  'processing',
] as const satisfies readonly FormStatus[];

export const TASK_KINDS = ['join', 'out', 'back', 'rent'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_STATUSES = ['pending', 'completed'] as const;

export { LEASE_CYCLES, type LeaseCycle } from './lease-cycles.js';

export const VERIFY_RESULTS = ['found', 'missing', 'damaged', 'moved'] as const;
export type VerifyResult = (typeof VERIFY_RESULTS)[number];
export const VERIFY_SCOPES = ['place', 'department', 'class'] as const;

const dateText = z.string(typeError).refine((v) => isIsoDay(v), 'validation.format');

const lines = z
  .array(z.object({ asset_id: refId }), 'validation.type')
  .max(1000, 'validation.max')
  .transform((ls) => [...new Map(ls.map((l) => [l.asset_id, l])).values()]);
const requiredLines = lines.refine((ls) => ls.length > 0, 'form.noLines');

/** The declared header fields' body schemas (resources/asset-form-fields.ts). */
const HEADER = assetFormFields.shape;

const base = {
  reason: HEADER.reason,
  /** The applying unit; defaults to the caller's organization. */
  organization_id: optionalRef,
};

/** `POST <kind>` bodies: `{lines:[{asset_id}], reason, ...kind fields}` (the contract). */
export const formInputSchemas = {
  join: z.object({ ...base, lines: requiredLines, storage_location_id: refId }),
  // The receiving unit defaults to the applying one (a unit asking the warehouse for assets).
  out: z.object({
    ...base,
    lines: requiredLines,
    target_organization_id: optionalRef,
    department_id: optionalRef,
  }),
  rental: z.object({ ...base, lines: requiredLines, due_date: dateText }),
  back: z.object({ ...base, lines: requiredLines, storage_location_id: refId }),
  lease_grant: z
    .object({
      ...base,
      lines: requiredLines,
      lessee: HEADER.lessee,
      contract_no: HEADER.contract_no,
      start_date: dateText,
      end_date: dateText,
      rent: assetFormFields.required('rent').refine((v) => v > 0, 'validation.min'),
      // Every lease names its cycle: the declared default is only the form's first choice.
      cycle: assetFormFields.required('cycle'),
    })
    .refine((v) => v.end_date > v.start_date, { message: 'form.periodOrder', path: ['end_date'] }),
  lease_repay: z.object({
    ...base,
    lines: lines.default([]),
    grant_id: refId,
    payments: z
      .array(
        z.object({ installment_id: refId, amount: cents.refine((v) => v > 0, 'validation.min') }),
        'validation.type',
      )
      .min(1, 'form.noPayments')
      .max(200, 'validation.max'),
  }),
  verify: z
    .object({
      ...base,
      lines: lines.default([]),
      /** Select every asset in a place (with its inside), a department or a class, instead of lines. */
      scope: z.enum(VERIFY_SCOPES, 'validation.format').optional(),
      scope_id: optionalRef,
    })
    .refine((v) => v.lines.length > 0 || (v.scope && v.scope_id), {
      message: 'form.noLines',
      path: ['lines'],
    }),
} satisfies Record<FormKind, z.ZodType>;
export type FormInput<K extends FormKind> = z.input<(typeof formInputSchemas)[K]>;

/** `POST <kind>/approve/{id}`. */
export const formApproveSchema = z.object({
  approved: z.boolean(typeError),
  opinion: optionalText(500),
  version: versionSchema,
});
/** `POST <kind>/submit/{id}`, `POST <kind>/cancel/{id}`, `POST task/complete/{id}`. */
export const formVersionSchema = z.object({ version: versionSchema }).nullish();

/** `POST verify/check/{id}`: results of some lines of a running campaign. */
export const verifyCheckSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: refId,
        result: z.enum(VERIFY_RESULTS, 'validation.format'),
        /** Where it was found, for `moved`. */
        place_id: optionalRef,
        evidence: z
          .array(z.string().regex(/^\/uploads\/[\w./-]+$/, 'validation.format'))
          .max(10)
          .default([]),
        remark: optionalText(200),
      }),
    )
    .min(1, 'validation.required')
    .max(1000, 'validation.max'),
});
/** One line's result as a client sends it in `POST verify/check/{id}`. */
export type VerifyCheckLine = z.input<typeof verifyCheckSchema>['lines'][number];

export const formListQuerySchema = listQuerySchema.extend({
  status: z.enum(FORM_STATUSES).optional(),
  keyword: textFilter(64),
  organization_id: queryIdSchema.optional(),
});

export const formCountSchema = z.record(z.enum(['all', ...FORM_STATUSES]), z.number());

export const formRowSchema = z.object({
  id: z.number(),
  kind: z.enum(FORM_KINDS),
  number: z.string(),
  status: z.enum(FORM_STATUSES),
  reason: z.string(),
  organization_id: z.number(),
  organization_name: z.string(),
  target_organization_id: z.number().nullable(),
  target_organization_name: z.string().nullable(),
  storage_location_id: z.number().nullable(),
  place_name: z.string().nullable(),
  due_date: z.string().nullable(),
  lessee: z.string().nullable(),
  contract_no: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  rent: z.number().nullable(),
  cycle: z.enum(LEASE_CYCLES).nullable(),
  grant_id: z.number().nullable(),
  line_count: z.number(),
  total_value: z.number(),
  created_by_name: z.string(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: z.string().nullable(),
  opinion: z.string(),
  completed_at: z.string().nullable(),
  version: z.number(),
});
export type FormRow = z.infer<typeof formRowSchema>;

export const formLineSchema = z.object({
  id: z.number(),
  asset_id: z.number(),
  code: z.string(),
  name: z.string(),
  class_name: z.string(),
  original_value: z.number(),
  status: z.enum(ASSET_STATUSES),
  custodian: z.string(),
  place_name: z.string().nullable(),
  result: z.enum(VERIFY_RESULTS).nullable(),
  result_place_id: z.number().nullable(),
  evidence: z.array(z.string()),
  remark: z.string(),
  checked_at: z.string().nullable(),
});
export type FormLine = z.infer<typeof formLineSchema>;

export const installmentSchema = z.object({
  id: z.number(),
  seq: z.number(),
  due_date: z.string(),
  amount: z.number(),
  paid: z.number(),
  paid_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type Installment = z.infer<typeof installmentSchema>;

export const formDetailSchema = formRowSchema.extend({
  lines: z.array(formLineSchema),
  installments: z.array(installmentSchema),
  payments: z.array(z.object({ installment_id: z.number(), seq: z.number(), amount: z.number() })),
  task: z.object({ id: z.number(), status: z.enum(TASK_STATUSES) }).nullable(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

/** `GET task?kind=&status=`. */
export const taskListQuerySchema = listQuerySchema.extend({
  kind: z.enum(TASK_KINDS).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  keyword: textFilter(64),
});

/** `GET taskCount?kind=&keyword=`: the tasks of the list's filters (its status aside), in all and per status. */
export const taskCountQuerySchema = taskListQuerySchema.pick({ kind: true, keyword: true });
export const taskCountSchema = z.object({ all: z.number(), pending: z.number(), completed: z.number() });
export type TaskCount = z.infer<typeof taskCountSchema>;

export const taskRowSchema = z.object({
  id: z.number(),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  form_id: z.number(),
  form_number: z.string(),
  form_kind: z.enum(FORM_KINDS),
  organization_name: z.string(),
  target_organization_name: z.string().nullable(),
  place_name: z.string().nullable(),
  line_count: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  completed_by_name: z.string().nullable(),
  version: z.number(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

/** `GET verify/capita?form_id=`: the campaign's progress per custodian (VerifyCapitaList). */
export const verifyCapitaQuerySchema = listQuerySchema.extend({ form_id: queryIdSchema.optional() });
export const verifyCapitaRowSchema = z.object({
  form_id: z.number(),
  form_number: z.string(),
  custodian: z.string(),
  total: z.number(),
  checked: z.number(),
  found: z.number(),
  missing: z.number(),
  damaged: z.number(),
  moved: z.number(),
});
export type VerifyCapitaRow = z.infer<typeof verifyCapitaRowSchema>;
