import { z } from 'zod';
import { cents, optionalRef, refId, requiredText, typeError } from '../catalog/fields.js';

/** Asset statuses (DESIGN §5). */
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

/** Attachment groups of an asset (spec §5 upload groups). */
export const ASSET_ATTACHMENT_GROUPS = [
  'photo',
  'bill',
  'certificate',
  'video',
  'other',
  'info',
  'verify',
] as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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
    .regex(DATE_ONLY, 'validation.format')
    .refine(
      (v) => !Number.isNaN(Date.parse(v)) && v <= new Date().toISOString().slice(0, 10),
      'asset.purchaseFuture',
    ),
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
