import { z } from 'zod';
import { idSchema } from './list.js';

/**
 * The bounds of saved list views, declared once: the server refuses beyond them and the web's form
 * and messages show the same numbers.
 */
export const SAVED_VIEW_LIMITS = {
  /** Characters of a view's name. */
  name: 64,
  /** Views one administrator keeps for one page. */
  perPage: 50,
  /** Bytes of the `query` JSON (filters and sort as the list's URL holds them). */
  queryBytes: 4096,
  /** Bytes of the `columns` JSON. */
  columnsBytes: 4096,
  /** Roles one view is shared with. */
  sharedRoles: 50,
} as const;

/** Row heights of a list, as antd's table sizes them (`default` is antd's `large`). */
export const VIEW_DENSITIES = ['default', 'middle', 'small'] as const;
export type ViewDensity = (typeof VIEW_DENSITIES)[number];

/** UTF-8 bytes of a value's JSON, as the database stores it (the contract has no TextEncoder of its own). */
export function jsonBytes(value: unknown): number {
  let bytes = 0;
  for (const ch of JSON.stringify(value)) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A column of a view: the list's column key and whether it shows; the array's order is the columns' order. */
export const viewColumnSchema = z.object({
  key: z.string().min(1).max(64),
  visible: z.boolean(),
});
export type ViewColumn = z.infer<typeof viewColumnSchema>;

/** The list's URL params a view restores: its filters and `sort`, never its page. */
export const viewQuerySchema = z
  .record(z.string().max(64), z.string().max(1000))
  .refine((q) => jsonBytes(q) <= SAVED_VIEW_LIMITS.queryBytes, { message: 'savedView.tooLarge' });

const viewColumnsSchema = z
  .array(viewColumnSchema)
  .max(200)
  .refine((c) => jsonBytes(c) <= SAVED_VIEW_LIMITS.columnsBytes, { message: 'savedView.tooLarge' });

/** A page's registry name (`GoodList`): the page a view belongs to. */
const pageNameSchema = z.string().min(1, 'validation.required').max(64, 'validation.max');

/** `GET view?page=<PageName>`. */
export const savedViewListQuerySchema = z.object({ page: pageNameSchema });

/** `POST view` (create) and `POST view/{id}` (edit; `page` cannot change and is ignored there). */
export const savedViewInputSchema = z.object({
  page: pageNameSchema,
  name: z.string().trim().min(1, 'validation.required').max(SAVED_VIEW_LIMITS.name, 'validation.max'),
  query: viewQuerySchema.optional().default({}),
  columns: viewColumnsSchema.optional().default([]),
  density: z.enum(VIEW_DENSITIES).optional().default('default'),
  shared_role_ids: z
    .array(idSchema)
    .max(SAVED_VIEW_LIMITS.sharedRoles, 'validation.max')
    .optional()
    .default([]),
  is_default: z.boolean().optional().default(false),
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

/** A view as `GET view` lists it: the caller's own and those shared with one of the caller's roles. */
export const savedViewSchema = z.object({
  id: z.number(),
  page: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  columns: z.array(viewColumnSchema),
  density: z.enum(VIEW_DENSITIES),
  shared_role_ids: z.array(z.number()),
  /** The caller's default for the page (only ever one of the caller's own views). */
  is_default: z.boolean(),
  /** The caller made it: only the owner edits it. */
  own: z.boolean(),
  owner_id: z.number(),
  owner_name: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** `GET view/roles`: the roles the caller may share a view with. */
export const viewRoleSchema = z.object({ id: z.number(), name: z.string() });
export type ViewRole = z.infer<typeof viewRoleSchema>;

/**
 * `GET view/preference?page=` and `POST view/preference`: the columns and density of a page when no
 * saved view is applied, kept per administrator so they survive a reload and another browser.
 */
export const viewPreferenceSchema = z.object({
  page: pageNameSchema,
  columns: viewColumnsSchema.optional().default([]),
  density: z.enum(VIEW_DENSITIES).optional().default('default'),
});
export type ViewPreference = z.output<typeof viewPreferenceSchema>;
