import { z } from 'zod';
import { MAX_ID } from './list.js';

/** The storefront pages whose layout is designed in PageDesignDetail; only the home page for now. */
export const PAGE_DESIGN_KEYS = ['home'] as const;
export type PageDesignKey = (typeof PAGE_DESIGN_KEYS)[number];

/** At most this many blocks on one page. */
export const MAX_BLOCKS = 50;
/** At most this many slides in a banner carousel. */
export const MAX_BANNER_SLIDES = 10;
/** At most this many categories in a category navigation. */
export const MAX_NAV_CATEGORIES = 20;

/** The block types of a page layout, in palette order. */
export const BLOCK_TYPES = ['banner', 'category_nav', 'goods_grid', 'notice', 'image_ad'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** How a goods grid orders its goods. */
export const GOODS_SORTS = ['default', 'newest', 'sales', 'price_asc', 'price_desc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/**
 * A link target: a site path (`/goods/12`) or an http(s) URL. Anything else (`javascript:`, `data:`)
 * is refused, because the storefront renders it as an `href`.
 */
const linkSchema = z
  .string()
  .trim()
  .max(512, 'validation.max')
  .regex(/^(?:https?:\/\/[^\s]+|\/[^\s]*)?$/, 'validation.format');

/** An image: an uploaded file path (`/uploads/...`) or an http(s) URL; required. */
const imageSchema = linkSchema.min(1, 'validation.required');

const blockId = z.uuid('validation.format');
const refId = z.number().int().positive().max(MAX_ID);
const optionalRef = refId.nullable().optional();

/** One slide of a banner carousel. */
export const bannerSlideSchema = z.object({ image: imageSchema, link: linkSchema.default('') });

/** A carousel of existing banners (`banner_ids`) and/or its own slides (`items`). */
export const bannerBlockSchema = z
  .object({
    id: blockId,
    type: z.literal('banner'),
    banner_ids: z.array(refId).max(MAX_BANNER_SLIDES, 'validation.max').default([]),
    items: z.array(bannerSlideSchema).max(MAX_BANNER_SLIDES, 'validation.max').default([]),
    /** Seconds between slides; 0 = no autoplay. */
    interval: z.number().int().min(0, 'validation.min').max(30, 'validation.max').default(5),
  })
  .refine((b) => b.banner_ids.length + b.items.length > 0, {
    message: 'validation.required',
    path: ['items'],
  });

export const categoryNavBlockSchema = z.object({
  id: blockId,
  type: z.literal('category_nav'),
  category_ids: z
    .array(refId)
    .min(1, 'validation.required')
    .max(MAX_NAV_CATEGORIES, 'validation.max')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.format'),
  columns: z.number().int().min(3, 'validation.min').max(5, 'validation.max').default(4),
});

/** Which goods a grid shows: every given condition must hold; the flags only narrow when true. */
export const goodsFilterSchema = z.object({
  category_id: optionalRef,
  brand_id: optionalRef,
  recommend: z.boolean().optional(),
  new: z.boolean().optional(),
  hot: z.boolean().optional(),
});

export const goodsGridBlockSchema = z.object({
  id: blockId,
  type: z.literal('goods_grid'),
  title: z.string().trim().max(32, 'validation.max').default(''),
  filter: goodsFilterSchema.default({}),
  sort: z.enum(GOODS_SORTS, 'validation.format').default('default'),
  limit: z.number().int().min(1, 'validation.min').max(50, 'validation.max'),
  columns: z.number().int().min(1, 'validation.min').max(3, 'validation.max').default(2),
});

export const noticeBlockSchema = z.object({
  id: blockId,
  type: z.literal('notice'),
  count: z.number().int().min(1, 'validation.min').max(10, 'validation.max').default(3),
});

export const imageAdBlockSchema = z.object({
  id: blockId,
  type: z.literal('image_ad'),
  image: imageSchema,
  link: linkSchema.default(''),
  /** Display height in CSS pixels on a 375 px wide screen. */
  height: z.number().int().min(40, 'validation.min').max(600, 'validation.max').default(120),
});

/** One block of a page layout, told apart by `type`; `id` is a client-made UUID. */
export const blockSchema = z.discriminatedUnion(
  'type',
  [bannerBlockSchema, categoryNavBlockSchema, goodsGridBlockSchema, noticeBlockSchema, imageAdBlockSchema],
  'validation.format',
);
export type Block = z.output<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BannerBlock = z.output<typeof bannerBlockSchema>;
export type CategoryNavBlock = z.output<typeof categoryNavBlockSchema>;
export type GoodsGridBlock = z.output<typeof goodsGridBlockSchema>;
export type NoticeBlock = z.output<typeof noticeBlockSchema>;
export type ImageAdBlock = z.output<typeof imageAdBlockSchema>;

/** A page layout: its blocks from top to bottom; block ids are unique. */
export const pageLayoutSchema = z
  .object({ blocks: z.array(blockSchema).max(MAX_BLOCKS, 'validation.max') })
  .superRefine((layout, ctx) => {
    const seen = new Set<string>();
    layout.blocks.forEach((block, index) => {
      if (seen.has(block.id))
        ctx.addIssue({ code: 'custom', message: 'validation.exists', path: ['blocks', index, 'id'] });
      seen.add(block.id);
    });
  });
export type PageLayout = z.output<typeof pageLayoutSchema>;

/** `POST project`: the whole layout and the `version` it was edited from (0 = never saved). */
export const pageDesignInputSchema = z.object({
  layout: pageLayoutSchema,
  version: z.number().int().min(0).max(MAX_ID),
});
export type PageDesignInput = z.input<typeof pageDesignInputSchema>;

/** `GET project` and the response of `POST project`. */
export const pageDesignSchema = z.object({
  key: z.enum(PAGE_DESIGN_KEYS),
  layout: pageLayoutSchema,
  version: z.number(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PageDesign = z.output<typeof pageDesignSchema>;
