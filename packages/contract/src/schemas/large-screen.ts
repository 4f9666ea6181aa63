import { z } from 'zod';
import { ASSET_STATUSES } from './assets/asset.js';
import { statPointSchema } from './dashboard.js';

/** How many areas `assets_by_area` names; the rest are summed into `other`. */
export const LARGE_SCREEN_TOP_AREAS = 10;
/** Months in `monthly` (the current one included) and days in `trend` (today included). */
export const LARGE_SCREEN_MONTHS = 12;
export const LARGE_SCREEN_DAYS = 30;
/** The series of `trend`: orders placed, and sales (money received, cents). */
export const LARGE_SCREEN_SERIES = ['orders', 'sales'] as const;

const count = z.number().int();
const named = z.object({ id: z.number().nullable(), name: z.string(), value: count });

/**
 * `GET largeScreen`: the figures of the full-screen dashboard. Money in cents. Assets are the
 * live (not deleted) ones. The server computes them at most once a minute, so `generated_at` may be up
 * to a minute old.
 */
export const largeScreenSchema = z.object({
  totals: z.object({
    members: count,
    /** Goods on sale (not deleted, not in the warehouse, not waiting for their shelving time). */
    goods: count,
    orders: count,
    /** Money received from members, all time (cents). */
    sales: count,
    assets: count,
    /** The original value of the assets (cents). */
    asset_value: count,
    organizations: count,
  }),
  /** Assets per top-level class of the classification tree, most first (`id` of the class). */
  assets_by_class: z.array(named),
  /** Assets per status, every status in its canonical order (zeros included). */
  assets_by_status: z.array(z.object({ status: z.enum(ASSET_STATUSES), value: count })),
  /**
   * Assets per area of their owner unit, most first: the first ten areas (`id` null, `name` empty: no
   * area) and the sum of the others.
   */
  assets_by_area: z.object({ top: z.array(named), other: count }),
  /**
   * Per local month (`YYYY-MM`, oldest first, the current month last): assets taken into the public
   * warehouse (`intake`: lines of completed join forms) and allocated out of it (`allocation`: lines of
   * completed out forms), by the month the form was completed.
   */
  monthly: z.array(z.object({ month: z.string(), intake: count, allocation: count })),
  /**
   * Sharing: assets in the public warehouse (`public`) and self-owned ones offered for sharing
   * (`offered`); `shared` is their sum and `rate` = shared / total (0 to 1, four decimals).
   */
  sharing: z.object({
    public: count,
    offered: count,
    shared: count,
    total: count,
    rate: z.number(),
  }),
  /** `orders` and `sales` (cents) per local day for the last 30 days, today included. */
  trend: z.array(statPointSchema),
  /** When these figures were computed (ISO). */
  generated_at: z.string(),
});
export type LargeScreen = z.infer<typeof largeScreenSchema>;
