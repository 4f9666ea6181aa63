import type { AssetDetail, AssetInput, AssetOwnership } from '@bo/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { AssetEditInput } from '../../../../api/assets';

export type AssetAttachment = AssetDetail['attachments'][number];

/** The registration form as a person fills it: the value in yuan, the date as a picker value. */
export interface AssetFormValues {
  name: string;
  base_data_id: number | null;
  brand: string;
  model: string;
  unit: string;
  quantity: number | null;
  /** Yuan, at most two decimals. */
  original_value: number | null;
  purchase_date: Dayjs | null;
  organization_id: number | null;
  department_id: number | null;
  custodian: string;
  storage_location_id: number | null;
  ownership: AssetOwnership;
  attachments: AssetAttachment[];
}

/** A blank registration: one piece, own asset, in the caller's organization when there is one. */
export function newAssetValues(organizationId: number | null): Partial<AssetFormValues> {
  return {
    quantity: 1,
    organization_id: organizationId,
    department_id: null,
    storage_location_id: null,
    ownership: 'self',
    attachments: [],
  };
}

export function assetValues(asset: AssetDetail): AssetFormValues {
  return {
    name: asset.name,
    base_data_id: asset.base_data_id,
    brand: asset.brand,
    model: asset.model,
    unit: asset.unit,
    quantity: asset.quantity,
    original_value: asset.original_value / 100,
    purchase_date: dayjs(asset.purchase_date),
    organization_id: asset.organization_id,
    department_id: asset.department_id,
    custodian: asset.custodian,
    storage_location_id: asset.storage_location_id,
    ownership: asset.ownership,
    attachments: asset.attachments,
  };
}

/** Yuan to integer cents (the API's money). */
export const toCents = (yuan: number | null | undefined): number | undefined =>
  yuan === null || yuan === undefined ? undefined : Math.round(yuan * 100);

/** A body before the schema check: required values may still be missing (the schema names them). */
export type AssetDraft = Partial<AssetInput>;
export type AssetEditDraft = Omit<AssetDraft, 'ownership'> & Pick<AssetEditInput, 'id' | 'version'>;

/** The `assets/addassets` body. */
export function toAssetInput(v: Partial<AssetFormValues>): AssetDraft {
  return {
    name: v.name ?? '',
    base_data_id: v.base_data_id ?? undefined,
    brand: v.brand ?? '',
    model: v.model ?? '',
    unit: v.unit ?? '',
    quantity: v.quantity ?? undefined,
    original_value: toCents(v.original_value),
    purchase_date: v.purchase_date ? v.purchase_date.format('YYYY-MM-DD') : '',
    organization_id: v.organization_id ?? undefined,
    department_id: v.department_id ?? null,
    custodian: v.custodian ?? '',
    storage_location_id: v.storage_location_id ?? null,
    ownership: v.ownership ?? 'self',
    attachments: v.attachments ?? [],
  };
}

/** The `assets/edit` body: the same fields without ownership, with the id and version. */
export function toAssetEditInput(v: Partial<AssetFormValues>, asset: AssetDetail): AssetEditDraft {
  const { ownership: _ownership, ...input } = toAssetInput(v);
  return { ...input, id: asset.id, version: asset.version };
}
