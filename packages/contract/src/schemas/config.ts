import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '../site-name.js';
import type { UploadGroup } from '../upload.js';
import { SECRET_MASK } from './plugin.js';

/** The tabs of ConfigDetail, in order. */
export const SETTING_GROUPS = ['site', 'shop', 'upload', 'update', 'licence'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** How a setting is edited; the web picks its input by this. */
export const SETTING_TYPES = ['text', 'image', 'integer', 'url', 'secret'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** Largest upload limit an administrator may configure, in MB. */
export const MAX_CONFIGURABLE_UPLOAD_MB = 2048;

const text = (max: number) =>
  z.string('validation.type').trim().min(1, 'validation.required').max(max, 'validation.max');

const integer = (min: number, max: number) =>
  z.number('validation.type').int('validation.type').min(min, 'validation.min').max(max, 'validation.max');

/** An absolute http(s) URL, or empty for "not set". */
const httpUrl = z
  .string('validation.type')
  .trim()
  .max(512, 'validation.max')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'validation.format');

/** An uploaded image (`/uploads/...`) or an absolute http(s) URL; empty means none. */
const imageUrl = z
  .string('validation.type')
  .trim()
  .max(512, 'validation.max')
  .refine(
    (v) => v === '' || /^\/uploads\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'validation.format',
  );

/** A licence key: letters, digits and dashes, or empty while none was bought. */
const licenceKey = z
  .string('validation.type')
  .trim()
  .max(128, 'validation.max')
  // The mask that `GET config` shows for a stored key stands for "unchanged".
  .refine((v) => v === '' || v === SECRET_MASK || /^[A-Za-z0-9-]{8,128}$/.test(v), 'validation.format');

interface SettingDefinition<S extends z.ZodType = z.ZodType> {
  group: SettingGroup;
  type: SettingType;
  schema: S;
  default: z.output<S>;
  /** Unit shown after a number (i18n key under `system.config.units`). */
  unit?: 'minutes' | 'days' | 'pieces' | 'mb';
}

const setting = <S extends z.ZodType>(definition: SettingDefinition<S>) => definition;

/**
 * Every configurable setting (ConfigDetail): group, input type, validation and default. Field
 * labels are `resources.config.fields.<name>` on the web and `fields.<name>` on the server.
 */
export const SETTINGS = {
  site_name: setting({ group: 'site', type: 'text', schema: text(64), default: DEFAULT_SITE_NAME }),
  site_logo: setting({ group: 'site', type: 'image', schema: imageUrl, default: '' }),
  low_inventory_threshold: setting({
    group: 'shop',
    type: 'integer',
    schema: integer(0, 1_000_000),
    default: 10,
    unit: 'pieces',
  }),
  order_payment_timeout: setting({
    group: 'shop',
    type: 'integer',
    schema: integer(1, 10_080),
    default: 30,
    unit: 'minutes',
  }),
  auto_receive_days: setting({
    group: 'shop',
    type: 'integer',
    schema: integer(1, 365),
    default: 7,
    unit: 'days',
  }),
  upload_image_mb: setting({
    group: 'upload',
    type: 'integer',
    schema: integer(1, MAX_CONFIGURABLE_UPLOAD_MB),
    default: 5,
    unit: 'mb',
  }),
  upload_avatar_mb: setting({
    group: 'upload',
    type: 'integer',
    schema: integer(1, MAX_CONFIGURABLE_UPLOAD_MB),
    default: 10,
    unit: 'mb',
  }),
  upload_video_mb: setting({
    group: 'upload',
    type: 'integer',
    schema: integer(1, MAX_CONFIGURABLE_UPLOAD_MB),
    default: 5,
    unit: 'mb',
  }),
  upload_file_mb: setting({
    group: 'upload',
    type: 'integer',
    schema: integer(1, MAX_CONFIGURABLE_UPLOAD_MB),
    default: 5,
    unit: 'mb',
  }),
  update_feed_url: setting({ group: 'update', type: 'url', schema: httpUrl, default: '' }),
  licence_key: setting({ group: 'licence', type: 'secret', schema: licenceKey, default: '' }),
};

export type SettingName = keyof typeof SETTINGS;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
/** The value type of each setting. */
export type SettingValues = { [K in SettingName]: z.output<(typeof SETTINGS)[K]['schema']> };

/** The defaults of every setting (a fresh installation). */
export const SETTING_DEFAULTS = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, SETTINGS[name].default]),
) as SettingValues;

const schemaShape = Object.fromEntries(SETTING_NAMES.map((name) => [name, SETTINGS[name].schema])) as {
  [K in SettingName]: (typeof SETTINGS)[K]['schema'];
};

/** Body of `POST config`: any subset of the settings; unknown names are refused. */
export const configUpdateSchema = z.strictObject(schemaShape).partial();
export type ConfigUpdate = z.input<typeof configUpdateSchema>;

/** One setting as `GET config` shows it. */
export const settingViewSchema = z.object({
  name: z.string(),
  type: z.enum(SETTING_TYPES),
  value: z.union([z.string(), z.number()]),
  default: z.union([z.string(), z.number()]),
  unit: z.string().optional(),
});
export type SettingView = z.infer<typeof settingViewSchema>;

/** `GET config`: the groups in tab order, each with its settings and current values. */
export const configGroupsSchema = z.array(
  z.object({ group: z.enum(SETTING_GROUPS), settings: z.array(settingViewSchema) }),
);
export type ConfigGroups = z.infer<typeof configGroupsSchema>;

/** Which setting holds each upload group's size limit (defaults: 5 MB, avatar 10 MB). */
export const UPLOAD_LIMIT_SETTING: Record<UploadGroup, SettingName> = {
  photo: 'upload_image_mb',
  avatar: 'upload_avatar_mb',
  video: 'upload_video_mb',
  bill: 'upload_file_mb',
  certificate: 'upload_file_mb',
  other: 'upload_file_mb',
  info: 'upload_file_mb',
  verify: 'upload_file_mb',
};

/** Each upload group's size limit in MB under the given settings. */
export function uploadLimitsFrom(values: Pick<SettingValues, SettingName>): Record<UploadGroup, number> {
  return Object.fromEntries(
    Object.entries(UPLOAD_LIMIT_SETTING).map(([group, name]) => [group, Number(values[name])]),
  ) as Record<UploadGroup, number>;
}

/** `GET site`: the configured name and logo the signed-in shell shows. */
export const siteBrandSchema = z.object({ site_name: z.string(), site_logo: z.string() });
export type SiteBrand = z.infer<typeof siteBrandSchema>;
