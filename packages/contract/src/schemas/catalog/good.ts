import { z } from 'zod';
import { goodFields } from '../../resources/good-fields.js';
import { isIsoInstant } from '../dates.js';
import { dateFilter, listQuerySchema, MAX_ID, textFilter, versionSchema } from '../list.js';
import { queryInt } from '../numbers.js';
import { flag, optionalFile, optionalRef, refId, requiredFile, requiredText } from './fields.js';

/** Product types: general, virtual, card key / net disk, download. */
export const GOOD_TYPES = { general: 0, virtual: 1, card: 2, download: 3 } as const;
/** Release mode `is_show`: in warehouse, on sale, timed shelving (at `timing`). */
export const GOOD_SHOW = { warehouse: 0, sale: 1, timed: 2 } as const;
/** Inventory reduction `is_inventory`: on placing the order, or on payment. */
export const GOOD_INVENTORY_MODES = { onOrder: 0, onPayment: 1 } as const;
/** Card entries `code_type`: card number + key, or net-disk address + extraction code. */
export const CARD_CODE_TYPES = { card: 0, netDisk: 1 } as const;

export { GOOD_TABS, type GoodTab } from './good-tabs.js';

export const MAX_GOOD_IMAGES = 9;
export const MAX_GOOD_SKUS = 600;
export const MAX_SPEC_DIMENSIONS = 5;
export const MAX_CARD_CODES = 10_000;

/** The declared fields' body schemas (resources/good-fields.ts), placed in the body's order below. */
const GOOD = goodFields.shape;

/** One card entry: card number and key, or net-disk address and extraction code. */
export const cardCodeInputSchema = z.object({
  /** An existing unused entry being kept. */
  id: refId.optional(),
  name: requiredText(255),
  code: requiredText(255),
});
export type CardCodeInput = z.input<typeof cardCodeInputSchema>;

/** What a buyer receives: a virtual code, card entries or a file, depending on the goods type. */
const fulfilmentShape = {
  virtual_code: GOOD.virtual_code,
  code_type: z.union([z.literal(0), z.literal(1)], 'validation.format').optional(),
  is_fixed: flag(),
  codes: z.array(cardCodeInputSchema).max(MAX_CARD_CODES, 'validation.max').default([]),
  file: optionalFile,
};

export const specValueSchema = z.object({ key: requiredText(64), value: requiredText(64) });
export type SpecValue = z.infer<typeof specValueSchema>;

export const skuInputSchema = z.object({
  /** An existing SKU being kept (its sales and used card entries stay). */
  id: refId.optional(),
  price: goodFields.required('price'),
  market_price: GOOD.market_price,
  cost_price: GOOD.cost_price,
  inventory: goodFields.required('inventory'),
  image: optionalFile,
  spec: z.array(specValueSchema).min(1, 'validation.required').max(MAX_SPEC_DIMENSIONS, 'validation.max'),
  ...fulfilmentShape,
});
export type SkuInput = z.input<typeof skuInputSchema>;

/** One line of the goods' parameters (a name and what it is). */
export const goodParameterSchema = z.object({ key: requiredText(64), value: requiredText(255) });

const masterImage = z
  .string({ error: (issue) => (issue.input === undefined ? 'good.masterImageRequired' : 'validation.type') })
  .trim()
  .min(1, 'good.masterImageRequired')
  .max(512, 'validation.max')
  .refine(
    // Empty is reported once, by the minimum above.
    (v) => v === '' || /^\/uploads\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'validation.format',
  );

const timing = z
  .string('validation.type')
  .trim()
  .max(40)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoInstant(v), 'validation.format');

export const goodInputSchema = z
  .object({
    type: GOOD.type,
    name: GOOD.name,
    number: GOOD.number,
    category_id: refId,
    brand_id: optionalRef,
    freight_id: optionalRef,
    price: GOOD.price,
    market_price: GOOD.market_price,
    cost_price: GOOD.cost_price,
    inventory: GOOD.inventory,
    images: z.array(requiredFile).max(MAX_GOOD_IMAGES, 'validation.max').default([]),
    master_image: masterImage,
    video: optionalFile,
    poster: GOOD.poster,
    keywords: GOOD.keywords,
    short_description: GOOD.short_description,
    details: GOOD.details,
    sort: GOOD.sort,
    is_show: GOOD.is_show,
    timing,
    is_inventory: GOOD.is_inventory,
    is_recommend: GOOD.is_recommend,
    is_new: GOOD.is_new,
    is_hot: GOOD.is_hot,
    /** Values of the category's parameter specifications. */
    parameters: z.array(goodParameterSchema).max(50, 'validation.max').default([]),
    skus: z.array(skuInputSchema).max(MAX_GOOD_SKUS, 'validation.max').default([]),
    ...fulfilmentShape,
    version: versionSchema,
  })
  .superRefine((good, ctx) => {
    for (const issue of goodIssues(good)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type GoodInput = z.input<typeof goodInputSchema>;
export type GoodValues = z.output<typeof goodInputSchema>;

type Fulfilment = Pick<
  GoodValues,
  'virtual_code' | 'code_type' | 'is_fixed' | 'codes' | 'file' | 'inventory'
>;
interface Issue {
  path: (string | number)[];
  message: string;
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The rules on what a buyer receives, for one SKU (or goods without SKUs) at `at`. */
function fulfilmentIssues(type: number, unit: Fulfilment, at: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  if (type === GOOD_TYPES.virtual && !unit.virtual_code) {
    issues.push({ path: [...at, 'virtual_code'], message: 'validation.required' });
  }
  if (type === GOOD_TYPES.download && !unit.file) {
    issues.push({ path: [...at, 'file'], message: 'good.fileRequired' });
  }
  if (type !== GOOD_TYPES.card) return issues;
  if (unit.code_type === undefined)
    issues.push({ path: [...at, 'code_type'], message: 'validation.required' });
  if (unit.codes.length === 0) return [...issues, { path: [...at, 'codes'], message: 'good.codesRequired' }];
  const seen = new Set<string>();
  unit.codes.forEach((entry, i) => {
    if (unit.code_type === CARD_CODE_TYPES.netDisk && !URL_PATTERN.test(entry.name)) {
      issues.push({ path: [...at, 'codes', i, 'name'], message: 'good.netDiskAddress' });
    }
    const key = `${entry.name}\n${entry.code}`;
    if (seen.has(key)) issues.push({ path: [...at, 'codes', i], message: 'good.codeDuplicate' });
    seen.add(key);
  });
  if (unit.is_fixed === 1) {
    if (unit.codes.length !== 1) issues.push({ path: [...at, 'codes'], message: 'good.fixedOneCode' });
  } else if (unit.codes.length < unit.inventory) {
    issues.push({ path: [...at, 'codes'], message: 'good.codesTooFew' });
  } else if (unit.codes.length !== unit.inventory) {
    issues.push({ path: [...at, 'inventory'], message: 'good.inventoryEqualsCodes' });
  }
  return issues;
}

/** SKUs share the same specification names in the same order, and no value combination repeats. */
function skuIssues(skus: GoodValues['skus']): Issue[] {
  const issues: Issue[] = [];
  const keys = skus[0]?.spec.map((s) => s.key).join('\n');
  const combinations = new Set<string>();
  skus.forEach((sku, i) => {
    const names = sku.spec.map((s) => s.key);
    if (names.join('\n') !== keys || new Set(names).size !== names.length) {
      issues.push({ path: ['skus', i, 'spec'], message: 'good.skuSpecMismatch' });
      return;
    }
    const combination = sku.spec.map((s) => s.value).join('\n');
    if (combinations.has(combination))
      issues.push({ path: ['skus', i, 'spec'], message: 'good.skuDuplicate' });
    combinations.add(combination);
  });
  return issues;
}

/**
 * Every goods rule beyond single fields (listed in docs/shop-catalogue.md); the web and the server run the
 * same ones, so the form shows the message the server would send.
 */
export function goodIssues(good: GoodValues, now: number = Date.now()): Issue[] {
  const issues: Issue[] = [];
  if (good.is_show === GOOD_SHOW.timed) {
    if (!good.timing) issues.push({ path: ['timing'], message: 'good.timingRequired' });
    else if (Date.parse(good.timing) <= now) issues.push({ path: ['timing'], message: 'good.timingFuture' });
  }
  if (good.video && !/\.mp4$/i.test(good.video.split('?')[0] ?? '')) {
    issues.push({ path: ['video'], message: 'upload.badFormat' });
  }
  if (good.skus.length === 0) return [...issues, ...fulfilmentIssues(good.type, good, [])];
  issues.push(...skuIssues(good.skus));
  good.skus.forEach((sku, i) => {
    issues.push(...fulfilmentIssues(good.type, sku, ['skus', i]));
  });
  return issues;
}

/** `POST good/state/{id}` (contract `{is_show, timing?}`; id 0 with `{ids, ...}` for a batch). */
export const goodStateInputSchema = z
  .object({
    is_show: goodFields.required('is_show'),
    timing,
    ids: z.array(refId).min(1, 'validation.required').max(1000, 'validation.max').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.is_show !== GOOD_SHOW.timed) return;
    if (!body.timing) ctx.addIssue({ code: 'custom', path: ['timing'], message: 'good.timingRequired' });
    else if (Date.parse(body.timing) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['timing'], message: 'good.timingFuture' });
    }
  });
export type GoodStateInput = z.input<typeof goodStateInputSchema>;

const optionalCents = queryInt(0, 9_999_999_999).optional();

/** Filters of the goods list, shared by `GET good` and `POST good/export/all`. */
export const goodFilterSchema = z.object({
  /** The tab, 1-based in {@link GOOD_TABS} order. */
  activeIndex: queryInt(1, 5).default(1),
  /** Name or article number. */
  keyword: textFilter(120),
  /** The category or any of its sub-categories. */
  category_id: queryInt(0, MAX_ID).optional(),
  brand_id: queryInt(0, MAX_ID).optional(),
  type: goodFields.filter('type'),
  /** Price range in cents (a goods matches when any of its prices falls within). */
  price_min: optionalCents,
  price_max: optionalCents,
  /** Creation time range. */
  from: dateFilter,
  to: dateFilter,
});
export type GoodFilter = z.infer<typeof goodFilterSchema>;

export const goodListQuerySchema = listQuerySchema.extend(goodFilterSchema.shape);
export const GOOD_SORTABLE = ['id', 'price', 'inventory', 'sales', 'sort', 'created_at'] as const;

/** A row of `GET good`. */
export const goodRowSchema = z.object({
  id: z.number(),
  type: z.number(),
  name: z.string(),
  number: z.string(),
  master_image: z.string(),
  category_id: z.number(),
  category_name: z.string().nullable(),
  brand_id: z.number().nullable(),
  brand_name: z.string().nullable(),
  price: z.number(),
  price_min: z.number(),
  price_max: z.number(),
  market_price: z.number(),
  inventory: z.number(),
  sales: z.number(),
  is_show: z.number(),
  timing: z.string().nullable(),
  sort: z.number(),
  is_recommend: z.number(),
  is_new: z.number(),
  is_hot: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type GoodRow = z.infer<typeof goodRowSchema>;

/** `GET goodCount`: goods per tab. */
export const goodCountSchema = z.object({
  all: z.number(),
  sell: z.number(),
  warehouse: z.number(),
  lowInventory: z.number(),
  sellOut: z.number(),
});
export type GoodCount = z.infer<typeof goodCountSchema>;

export const cardCodeRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  /** 0 unused, 1 handed out. */
  state: z.number(),
  used_at: z.string().nullable(),
});
export type CardCodeRow = z.infer<typeof cardCodeRowSchema>;

export const skuRowSchema = z.object({
  id: z.number(),
  price: z.number(),
  market_price: z.number(),
  cost_price: z.number(),
  inventory: z.number(),
  sales: z.number(),
  image: z.string(),
  spec: z.array(specValueSchema),
  virtual_code: z.string(),
  code_type: z.number().nullable(),
  is_fixed: z.number(),
  file: z.string(),
  /** Every card entry, used ones included (detail view); an edit sends back the unused ones. */
  codes: z.array(cardCodeRowSchema),
});
export type SkuRow = z.infer<typeof skuRowSchema>;

/** `GET good/{id}`: everything the form and the detail page show. */
export const goodDetailSchema = goodRowSchema.extend({
  brand_id: z.number().nullable(),
  freight_id: z.number().nullable(),
  freight_name: z.string().nullable(),
  cost_price: z.number(),
  images: z.array(z.string()),
  video: z.string(),
  poster: z.string(),
  keywords: z.string(),
  short_description: z.string(),
  details: z.string(),
  is_inventory: z.number(),
  parameters: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Whether the goods has specification SKUs; without, `skus` holds its one default SKU. */
  has_spec: z.boolean(),
  skus: z.array(skuRowSchema),
  /** Category names from the top down. */
  category_path: z.array(z.object({ id: z.number(), name: z.string() })),
  deleted_at: z.string().nullable(),
});
export type GoodDetail = z.infer<typeof goodDetailSchema>;

/** `GET good/specification/{categoryId}`: what the goods form of that category offers. */
export const goodSpecificationSchema = z.object({
  /** Specifications shown as parameter inputs (location parameter page or both). */
  parameters: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      label: z.string(),
      group_name: z.string().nullable(),
      type: z.number(),
      values: z.array(z.string()),
    }),
  ),
  /** Specifications SKUs are built from (location detail page or both). */
  options: z.array(
    z.object({ id: z.number(), name: z.string(), label: z.string(), values: z.array(z.string()) }),
  ),
  /** Brands linked to the category; empty = every brand may be chosen. */
  brands: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
});
export type GoodSpecification = z.infer<typeof goodSpecificationSchema>;

/** `POST good/export/all`: the list filters; returns the export job to follow. */
export const goodExportInputSchema = goodFilterSchema.extend({ sort: listQuerySchema.shape.sort });
export const goodExportStartSchema = z.object({ job_id: z.number() });
