import {
  type CardCodeRow,
  type GoodDetail,
  type GoodInput,
  type SkuInput,
  type SpecValue,
  skuCombinations,
} from '@bo/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { ImageListValue } from '../../../../components/upload/ImageListInput';

/** What a buyer receives, as edited: a virtual code, card entries or a file. */
export interface Fulfilment {
  virtual_code: string;
  code_type?: 0 | 1;
  is_fixed: 0 | 1;
  /** Unused entries (existing ones keep their id). */
  codes: { id?: number; name: string; code: string }[];
  /** Entries already handed out: shown, never sent back. */
  used: CardCodeRow[];
  file: string;
}

/** One SKU row of the editor; money in yuan as typed. */
export interface SkuDraft extends Fulfilment {
  id?: number;
  spec: SpecValue[];
  price?: number | null;
  market_price?: number | null;
  cost_price?: number | null;
  inventory?: number | null;
  image: string;
}

/** The antd-managed fields of the form. */
export interface GoodFormValues {
  type: 0 | 1 | 2 | 3;
  name: string;
  number: string;
  category: number[];
  brand_id?: number | null;
  freight_id?: number | null;
  sort?: number | null;
  keywords: string;
  short_description: string;
  is_recommend: boolean;
  is_new: boolean;
  is_hot: boolean;
  media: ImageListValue;
  video: string;
  poster: string;
  details: string;
  is_show: 0 | 1 | 2;
  timing?: Dayjs | null;
  is_inventory: 0 | 1;
  /** Values by parameter name (multi-select: several). */
  parameters: Record<string, string | string[] | undefined>;
}

/** The SKU part: values chosen per option, the generated rows, and the goods' own unit without options. */
export interface SkuState {
  chosen: Record<string, string[]>;
  skus: SkuDraft[];
  single: SkuDraft;
}

export const emptyFulfilment = (): Fulfilment => ({
  virtual_code: '',
  is_fixed: 0,
  codes: [],
  used: [],
  file: '',
});
export const emptySku = (spec: SpecValue[] = []): SkuDraft => ({ ...emptyFulfilment(), spec, image: '' });

export const comboKey = (spec: readonly SpecValue[]) =>
  spec.map((s) => `${s.key}\u0001${s.value}`).join('\u0002');

/**
 * The SKU rows for the chosen values, in option order: rows already typed (same combination) are kept,
 * new combinations start empty.
 */
export function regenerateSkus(
  options: readonly { key: string; values: readonly string[] }[],
  chosen: Record<string, string[]>,
  current: readonly SkuDraft[],
): SkuDraft[] {
  const byKey = new Map(current.map((s) => [comboKey(s.spec), s]));
  const picked = options.map((o) => ({
    key: o.key,
    values: o.values.filter((v) => chosen[o.key]?.includes(v)),
  }));
  // Values added on the form are not among the option's own values; keep their typed order.
  for (const o of picked) {
    for (const v of chosen[o.key] ?? []) if (!o.values.includes(v)) o.values.push(v);
  }
  return skuCombinations(picked).map((spec) => byKey.get(comboKey(spec)) ?? emptySku(spec));
}

const yuan = (cents: number) => cents / 100;
/** Yuan as typed to cents; the input allows two decimals, rounding only removes float noise. */
export const toCents = (value?: number | null) =>
  value === null || value === undefined ? undefined : Math.round(value * 100);

function fulfilmentOf(sku: GoodDetail['skus'][number]): Fulfilment {
  return {
    virtual_code: sku.virtual_code,
    code_type: sku.code_type === 0 || sku.code_type === 1 ? sku.code_type : undefined,
    is_fixed: sku.is_fixed === 1 ? 1 : 0,
    codes: sku.codes.filter((c) => c.state === 0).map((c) => ({ id: c.id, name: c.name, code: c.code })),
    used: sku.codes.filter((c) => c.state !== 0),
    file: sku.file,
  };
}

function draftOf(sku: GoodDetail['skus'][number]): SkuDraft {
  return {
    ...fulfilmentOf(sku),
    id: sku.id,
    spec: sku.spec,
    price: yuan(sku.price),
    market_price: yuan(sku.market_price),
    cost_price: yuan(sku.cost_price),
    inventory: sku.inventory,
    image: sku.image,
  };
}

/** A saved goods as the form edits it. */
export function fromDetail(good: GoodDetail): { values: GoodFormValues; skuState: SkuState } {
  const chosen: Record<string, string[]> = {};
  if (good.has_spec) {
    for (const sku of good.skus) {
      for (const { key, value } of sku.spec) {
        chosen[key] ??= [];
        if (!chosen[key].includes(value)) chosen[key].push(value);
      }
    }
  }
  const own = good.skus[0];
  return {
    values: {
      type: good.type as GoodFormValues['type'],
      name: good.name,
      number: good.number,
      category: good.category_path.map((c) => c.id),
      brand_id: good.brand_id,
      freight_id: good.freight_id,
      sort: good.sort,
      keywords: good.keywords,
      short_description: good.short_description,
      is_recommend: good.is_recommend === 1,
      is_new: good.is_new === 1,
      is_hot: good.is_hot === 1,
      media: { images: good.images, master: good.master_image },
      video: good.video,
      poster: good.poster,
      details: good.details,
      is_show: good.is_show as GoodFormValues['is_show'],
      timing: good.timing ? dayjs(good.timing) : null,
      is_inventory: good.is_inventory === 1 ? 1 : 0,
      parameters: Object.fromEntries(good.parameters.map((p) => [p.key, p.value])),
    },
    skuState: {
      chosen,
      skus: good.has_spec ? good.skus.map(draftOf) : [],
      single: !good.has_spec && own ? draftOf(own) : emptySku(),
    },
  };
}

export const newGoodValues = (): Partial<GoodFormValues> => ({
  type: 0,
  number: '',
  keywords: '',
  short_description: '',
  is_recommend: false,
  is_new: false,
  is_hot: false,
  media: { images: [], master: '' },
  video: '',
  poster: '',
  details: '',
  is_show: 0,
  is_inventory: 0,
  sort: 0,
  parameters: {},
});

const fulfilmentPayload = (unit: Fulfilment) => ({
  virtual_code: unit.virtual_code,
  ...(unit.code_type === undefined ? {} : { code_type: unit.code_type }),
  is_fixed: unit.is_fixed,
  codes: unit.codes,
  file: unit.file,
});

/** The contract body (money in cents) for the form's values; the schema then checks every rule. */
export function toPayload(values: GoodFormValues, skuState: SkuState, version?: number): GoodInput {
  const parameters = Object.entries(values.parameters ?? {})
    .map(([key, v]) => ({ key, value: Array.isArray(v) ? v.join(', ') : (v ?? '').trim() }))
    .filter((p) => p.value !== '');
  const own = skuState.single;
  const skus: SkuInput[] = skuState.skus.map((sku) => ({
    ...(sku.id ? { id: sku.id } : {}),
    price: toCents(sku.price) as number,
    market_price: toCents(sku.market_price) ?? 0,
    cost_price: toCents(sku.cost_price) ?? 0,
    inventory: sku.inventory as number,
    image: sku.image,
    spec: sku.spec,
    ...fulfilmentPayload(sku),
  }));
  return {
    type: values.type,
    name: values.name ?? '',
    number: values.number ?? '',
    category_id: values.category?.at(-1) as number,
    brand_id: values.brand_id ?? null,
    freight_id: values.freight_id ?? null,
    sort: values.sort ?? 0,
    keywords: values.keywords ?? '',
    short_description: values.short_description ?? '',
    is_recommend: values.is_recommend ? 1 : 0,
    is_new: values.is_new ? 1 : 0,
    is_hot: values.is_hot ? 1 : 0,
    images: values.media?.images ?? [],
    master_image: values.media?.master ?? '',
    video: values.video ?? '',
    poster: values.poster ?? '',
    details: values.details ?? '',
    is_show: values.is_show,
    timing: values.is_show === 2 && values.timing ? values.timing.toISOString() : null,
    is_inventory: values.is_inventory,
    parameters,
    skus,
    price: skus.length ? 0 : (toCents(own.price) ?? 0),
    market_price: skus.length ? 0 : (toCents(own.market_price) ?? 0),
    cost_price: skus.length ? 0 : (toCents(own.cost_price) ?? 0),
    inventory: skus.length ? 0 : (own.inventory ?? 0),
    ...(skus.length ? { codes: [], virtual_code: '', file: '' } : fulfilmentPayload(own)),
    ...(version !== undefined ? { version } : {}),
  };
}

/** Form fields that show a top-level issue of the payload next to themselves. */
export const FIELD_OF_ISSUE: Record<string, keyof GoodFormValues> = {
  category_id: 'category',
  images: 'media',
  master_image: 'media',
};
