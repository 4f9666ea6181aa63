import { z } from 'zod';
import { cents, flag, optionalRef, refId, requiredText, typeError } from '../catalog/fields.js';
import { HISTORIC_YEAR, isIsoDay } from '../dates.js';
import { dateFilter, listQuerySchema, queryIdSchema, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';

/** Asset statuses. */
export const ASSET_STATUSES = [
  'idle',
  'in_use',
  'in_warehouse',
  'lent',
  'leased',
  'verifying',
  'disposed',
] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Whose an asset is: the unit's own, or handed into the public warehouse. */
export const ASSET_OWNERSHIPS = ['self', 'public'] as const;
export type AssetOwnership = (typeof ASSET_OWNERSHIPS)[number];

/** Attachment groups of an asset (the upload type groups). */
export const ASSET_ATTACHMENT_GROUPS = [
  'photo',
  'bill',
  'certificate',
  'video',
  'other',
  'info',
  'verify',
] as const;

/**
 * The most data rows (the header excluded) one asset import takes: 100 000 must work (a whole unit's register in one sheet). A
 * sheet that holds or declares more is refused before any row is checked.
 */
export const ASSET_IMPORT_MAX_ROWS = 200_000;

/** `POST assets/addassets`: the contract's field names. */
export const assetInputSchema = z.object({
  name: requiredText(128),
  base_data_id: refId,
  brand: z.string('validation.type').trim().max(64, 'validation.max').default(''),
  model: z.string('validation.type').trim().max(64, 'validation.max').default(''),
  unit: z.string('validation.type').trim().max(16, 'validation.max').default(''),
  quantity: z
    .number(typeError)
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(1_000_000, 'validation.max'),
  original_value: cents,
  purchase_date: z
    .string(typeError)
    .refine((v) => isIsoDay(v, HISTORIC_YEAR), { error: 'validation.format', abort: true })
    .refine((v) => v <= new Date().toISOString().slice(0, 10), 'asset.purchaseFuture'),
  organization_id: refId,
  department_id: optionalRef,
  custodian: z.string('validation.type').trim().max(32, 'validation.max').default(''),
  storage_location_id: optionalRef,
  ownership: z.enum(ASSET_OWNERSHIPS, 'validation.format').default('self'),
  attachments: z
    .array(
      z.object({
        group: z.enum(ASSET_ATTACHMENT_GROUPS, 'validation.format'),
        url: z.string(typeError).regex(/^\/uploads\/[\w./-]+$/, 'validation.format'),
        name: z.string('validation.type').trim().max(128, 'validation.max').default(''),
      }),
    )
    .max(50, 'validation.max')
    .default([]),
});
export type AssetInput = z.input<typeof assetInputSchema>;

/**
 * An asset code: `ZC` + the class code padded to 4 + the purchase year + a 6-digit serial, e.g.
 * `ZC0301-2026-000042`. Readable on a label and unique through the serial.
 */
export function assetCode(classCode: string, purchaseDate: string, serial: number): string {
  return `ZC${classCode.padStart(4, '0')}-${purchaseDate.slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}

/** Marks an administrator can put on assets (`assets/mark`). */
export const ASSET_MARKS = ['important', 'damaged', 'missing', 'to_repair', 'to_dispose'] as const;
export type AssetMark = (typeof ASSET_MARKS)[number];

/** `POST assets/edit`: the asset's fields with its id and version (the code and status stay). */
export const assetEditSchema = assetInputSchema.omit({ quantity: true, ownership: true }).extend({
  id: refId,
  quantity: assetInputSchema.shape.quantity,
  version: versionSchema,
});

const idsField = z.array(refId, typeError).min(1, 'validation.required').max(1000, 'validation.max');

/** `POST assets/binding`: bind an asset to a tag (RFID/label code) and a place. */
export const assetBindingSchema = z.object({
  id: refId,
  tag: requiredText(64),
  storage_location_id: optionalRef,
});
/** `POST assets/nobinding`: release the tags of the assets. */
export const assetUnbindSchema = z.object({ ids: idsField });
/** `POST assets/updateresource`: offer the assets for sharing (1) or withdraw them (0). */
export const assetResourceSchema = z.object({ ids: idsField, is_resource: flag() });
/** `POST assets/mark`: replace the marks of the assets (an empty list clears them). */
export const assetMarkSchema = z.object({
  ids: idsField,
  marks: z.array(z.enum(ASSET_MARKS, 'validation.format')).max(ASSET_MARKS.length, 'validation.max'),
});
/** `POST assets/del`: delete (retire from the lists) idle self-owned assets. */
export const assetDeleteSchema = z.object({ ids: idsField });

/** Which list an asset query serves: all in scope, the caller's unit, the public warehouse, shared. */
export const ASSET_VIEWS = ['all', 'self', 'public', 'resource'] as const;
export type AssetView = (typeof ASSET_VIEWS)[number];
/** The page each `assets/list` view belongs to: a caller needs that page's permission for the view. */
export const ASSET_VIEW_PERMISSION: Record<AssetView, string> = {
  all: 'AssetsList',
  self: 'SelfAssetsList',
  public: 'PublicAssetsList',
  resource: 'ResourceList',
};

const centsFilter = queryInt(0, Number.MAX_SAFE_INTEGER).optional();

/** `GET assets/list`: filters (a place includes everything inside it). */
export const assetListQuerySchema = listQuerySchema.extend({
  view: z.enum(ASSET_VIEWS).default('all'),
  keyword: textFilter(64),
  base_data_id: queryIdSchema.optional(),
  status: z.enum(ASSET_STATUSES).optional(),
  ownership: z.enum(ASSET_OWNERSHIPS).optional(),
  organization_id: queryIdSchema.optional(),
  department_id: queryIdSchema.optional(),
  storage_location_id: queryIdSchema.optional(),
  mark: z.enum(ASSET_MARKS).optional(),
  is_resource: queryInt(0, 1).optional(),
  value_min: centsFilter,
  value_max: centsFilter,
  date_start: dateFilter,
  date_end: dateFilter,
});
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

/** `GET assets/uselist`: the assets the caller's unit is using (its own in use, and those it borrowed). */
export const assetUseListQuerySchema = listQuerySchema.extend({ keyword: textFilter(64) });

export const assetAttachmentSchema = z.object({
  group: z.enum(ASSET_ATTACHMENT_GROUPS),
  url: z.string(),
  name: z.string(),
});

export const assetRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  base_data_id: z.number(),
  class_name: z.string(),
  brand: z.string(),
  model: z.string(),
  unit: z.string(),
  quantity: z.number(),
  original_value: z.number(),
  purchase_date: z.string(),
  organization_id: z.number(),
  organization_name: z.string(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  custodian: z.string(),
  storage_location_id: z.number().nullable(),
  place_name: z.string().nullable(),
  /** The unit that holds it while lent or allocated from the warehouse. */
  holder_organization_id: z.number().nullable(),
  holder_name: z.string().nullable(),
  due_date: z.string().nullable(),
  ownership: z.enum(ASSET_OWNERSHIPS),
  status: z.enum(ASSET_STATUSES),
  is_resource: z.number(),
  bound: z.number(),
  tag: z.string(),
  marks: z.array(z.enum(ASSET_MARKS)),
  photo: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type AssetRow = z.infer<typeof assetRowSchema>;

export const assetDetailSchema = assetRowSchema.extend({
  attachments: z.array(assetAttachmentSchema),
  /** The open form the asset is on, if any (it cannot go on another until that one ends). */
  open_form: z
    .object({ id: z.number(), kind: z.string(), number: z.string(), status: z.string() })
    .nullable(),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

/** `GET assets/detail?id=`. */
export const assetIdQuerySchema = z.object({ id: queryIdSchema });

/** What an asset event of the append-only history records. */
export const ASSET_EVENT_KINDS = [
  'created',
  'imported',
  'edited',
  'bound',
  'unbound',
  'resource',
  'marked',
  'deleted',
  'join',
  'out',
  'rental',
  'back',
  'lease',
  'verify',
] as const;
export type AssetEventKind = (typeof ASSET_EVENT_KINDS)[number];

export const assetEventSchema = z.object({
  id: z.number(),
  asset_id: z.number(),
  asset_code: z.string(),
  asset_name: z.string(),
  kind: z.enum(ASSET_EVENT_KINDS),
  /** The fields that changed: `{field: [before, after]}`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  form_id: z.number().nullable(),
  form_number: z.string().nullable(),
  operator_name: z.string(),
  created_at: z.string(),
});
export type AssetEvent = z.infer<typeof assetEventSchema>;

/** `GET assets/events` (AllList): the movement ledger. */
export const assetEventQuerySchema = listQuerySchema.extend({
  kind: z.enum(ASSET_EVENT_KINDS).optional(),
  keyword: textFilter(64),
  organization_id: queryIdSchema.optional(),
  start: dateFilter,
  end: dateFilter,
});
