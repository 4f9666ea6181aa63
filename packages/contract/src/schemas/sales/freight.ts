import { z } from 'zod';
import { cents, optionalText, requiredText } from '../catalog/fields.js';
import { listQuerySchema, textFilter, versionSchema } from '../list.js';

/** How a template counts: pieces, weight (kg) or volume (m³). */
export const FREIGHT_VALUATIONS = { piece: 0, weight: 1, volume: 2 } as const;

/** A region as chosen on a freight template: its code (6 digits) and name for showing it again. */
export const freightRegionSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'validation.format'),
  name: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
});
export type FreightRegion = z.infer<typeof freightRegionSchema>;

const amount = z
  .number('validation.type')
  .min(0, 'validation.min')
  .max(999_999, 'validation.max')
  .refine((v) => Math.round(v * 100) === v * 100, 'validation.price');

/** The price of a delivery: `first_cost` covers `first_piece` units, each further `add_piece` costs `add_cost`. */
export const freightChargeSchema = z.object({
  first_piece: amount.refine((v) => v > 0, 'validation.format'),
  first_cost: cents,
  add_piece: amount,
  add_cost: cents,
});
export type FreightCharge = z.infer<typeof freightChargeSchema>;

export const freightRuleSchema = freightChargeSchema.extend({
  regions: z.array(freightRegionSchema).min(1, 'validation.required').max(500, 'validation.max'),
});
export type FreightRule = z.infer<typeof freightRuleSchema>;

/** The longest template name (a copy's "(copy)" is cut to it). */
export const FREIGHT_NAME_MAX = 64;

/** `POST freight` / `POST freight/{id}`. */
export const freightInputSchema = z.object({
  name: requiredText(FREIGHT_NAME_MAX),
  valuation: z.union([z.literal(0), z.literal(1), z.literal(2)], 'validation.format').default(0),
  default_rule: freightChargeSchema,
  rules: z.array(freightRuleSchema).max(100, 'validation.max').default([]),
  free_regions: z.array(freightRegionSchema).max(500, 'validation.max').default([]),
  /** Where the goods ship from. */
  origin: optionalText(128),
  version: versionSchema,
});
export type FreightInput = z.input<typeof freightInputSchema>;
export type FreightTemplate = Pick<
  z.output<typeof freightInputSchema>,
  'default_rule' | 'rules' | 'free_regions'
>;

export const freightListQuerySchema = listQuerySchema.extend({ keyword: textFilter(64) });

export const freightRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  valuation: z.number(),
  default_rule: freightChargeSchema,
  rules: z.array(freightRuleSchema),
  free_regions: z.array(freightRegionSchema),
  origin: z.string(),
  created_at: z.string(),
  /** Last edited. */
  updated_at: z.string(),
  version: z.number(),
});
export type FreightRow = z.infer<typeof freightRowSchema>;

/**
 * Whether a chosen region covers a destination, by the national codes: a province (`330000`) covers its
 * cities and districts (`33xxxx`), a city (`330100`) its districts (`3301xx`).
 */
export function regionCovers(chosen: string, destination: string): boolean {
  if (chosen === destination) return true;
  if (chosen.endsWith('0000')) return destination.startsWith(chosen.slice(0, 2));
  if (chosen.endsWith('00')) return destination.startsWith(chosen.slice(0, 4));
  return false;
}

export interface FreightQuote {
  /** Cents. */
  cost: number;
  free: boolean;
  /** Index of the rule used; -1 = the default rule. */
  rule: number;
}

/**
 * The carriage of `quantity` units (pieces, kg or m³ by the template's valuation) to the district
 * `regionCode`: free in a free-shipping region, else by the first rule covering it, else the default.
 * The storefront's order placement and the template page's "try it" both use this.
 */
export function freightCost(template: FreightTemplate, regionCode: string, quantity: number): FreightQuote {
  if (template.free_regions.some((r) => regionCovers(r.code, regionCode)))
    return { cost: 0, free: true, rule: -1 };
  const rule = template.rules.findIndex((r) =>
    r.regions.some((region) => regionCovers(region.code, regionCode)),
  );
  const charge = rule >= 0 ? (template.rules[rule] as FreightCharge) : template.default_rule;
  if (quantity <= 0) return { cost: 0, free: false, rule };
  const extra = Math.max(0, quantity - charge.first_piece);
  const steps =
    extra > 0 && charge.add_piece > 0 ? Math.ceil(Number((extra / charge.add_piece).toFixed(6))) : 0;
  return { cost: charge.first_cost + steps * charge.add_cost, free: false, rule };
}
