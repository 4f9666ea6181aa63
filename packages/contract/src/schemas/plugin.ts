import { z } from 'zod';
import { listQuerySchema, MAX_ID, textFilter } from './list.js';
import { jsonInt, queryInt } from './numbers.js';

/** Shown instead of a stored secret; sending it back keeps the secret unchanged. */
export const SECRET_MASK = '******';

export const PLUGIN_CATEGORIES = ['payment', 'sms', 'storage', 'other'] as const;
export const PLUGIN_FIELD_TYPES = ['text', 'number', 'boolean', 'secret', 'select'] as const;
export const PLUGIN_ACTIONS = ['install', 'enable', 'disable', 'uninstall'] as const;
export type PluginAction = (typeof PLUGIN_ACTIONS)[number];

const code = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.max')
  .regex(/^[a-z][a-z0-9-]*$/, 'validation.format');

/** One setting a plug-in asks for; the settings form is generated from these. */
export const pluginFieldSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.max')
    .regex(/^[a-z][a-z0-9_]*$/, 'validation.format'),
  label_zh: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
  label_en: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
  type: z.enum(PLUGIN_FIELD_TYPES),
  required: z.boolean().optional().default(false),
  default: z.union([z.string().max(512), z.number(), z.boolean()]).optional(),
  options: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
});
export type PluginField = z.output<typeof pluginFieldSchema>;

/** A plug-in manifest: `POST plugin` registers one. */
export const pluginManifestSchema = z.object({
  code,
  name: z.string().trim().min(1, 'validation.required').max(64, 'validation.max'),
  version: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(32, 'validation.max')
    .regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/, 'validation.format'),
  author: z.string().trim().max(64, 'validation.max').optional().default(''),
  description: z.string().trim().max(512, 'validation.max').optional().default(''),
  category: z.enum(PLUGIN_CATEGORIES).optional().default('other'),
  settings: z.array(pluginFieldSchema).max(50).optional().default([]),
  /** Permission api names the plug-in owns: hidden and refused while it is disabled. */
  permissions: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'validation.format'),
    )
    .max(100)
    .optional()
    .default([]),
});
export type PluginManifest = z.output<typeof pluginManifestSchema>;
export type PluginManifestInput = z.input<typeof pluginManifestSchema>;

export const pluginListQuerySchema = listQuerySchema.extend({
  keyword: textFilter(64),
  enabled: queryInt(0, 1).optional(),
});

export type PluginSettingValue = string | number | boolean;

/** `POST plugin/{id}`: the settings map; checked against the plug-in's own settings schema. */
export const pluginSettingsInputSchema = z.object({
  settings: z.record(z.string(), z.union([z.string().max(2048), z.number(), z.boolean(), z.null()])),
  version: jsonInt(1, MAX_ID).optional(),
});

export const pluginStateInputSchema = z.object({ action: z.enum(PLUGIN_ACTIONS) });

export const pluginRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  version: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.string(),
  manifest: pluginManifestSchema,
  /** Current settings; secrets come back as {@link SECRET_MASK}. */
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  installed: z.boolean(),
  enabled: z.boolean(),
  built_in: z.boolean(),
  updated_at: z.string(),
  row_version: z.number(),
});
export type PluginRow = z.infer<typeof pluginRowSchema>;
