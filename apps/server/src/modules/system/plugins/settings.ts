import {
  ErrorCode,
  type Lang,
  type PluginField,
  type PluginSettingValue,
  SECRET_MASK,
  translate,
} from '@bo/contract';
import { AppError } from '../../../http/errors.js';

export type Settings = Record<string, PluginSettingValue>;

/** Default values of a manifest's settings. */
export function defaultSettings(fields: readonly PluginField[]): Settings {
  return Object.fromEntries(fields.flatMap((f) => (f.default === undefined ? [] : [[f.key, f.default]])));
}

/** Settings as clients see them: secrets that are set come back masked. */
export function maskSettings(fields: readonly PluginField[], settings: Settings): Settings {
  const shown: Settings = {};
  for (const field of fields) {
    const value = settings[field.key];
    if (value === undefined) continue;
    shown[field.key] = field.type === 'secret' ? (value === '' ? '' : SECRET_MASK) : value;
  }
  return shown;
}

function coerce(field: PluginField, raw: PluginSettingValue | null): PluginSettingValue | null | 'invalid' {
  if (raw === null || raw === '') return null;
  switch (field.type) {
    // JSON values as they are: a string such as "0x1" or "true" is not read as a number or a switch.
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) ? raw : 'invalid';
    case 'boolean':
      return typeof raw === 'boolean' ? raw : 'invalid';
    case 'select':
      return typeof raw === 'string' && (field.options ?? []).includes(raw) ? raw : 'invalid';
    default:
      return typeof raw === 'string' && raw.length <= 512 ? raw : 'invalid';
  }
}

/**
 * Checks submitted settings against the plug-in's settings schema: unknown keys, wrong types, missing
 * required values. A secret sent masked or empty keeps the stored one. All errors at once, by key,
 * labelled in the caller's language.
 */
export function validateSettings(
  fields: readonly PluginField[],
  submitted: Record<string, PluginSettingValue | null>,
  stored: Settings,
  lang: Lang,
): Settings {
  const errors: Record<string, string[]> = {};
  const label = (f: PluginField) => (lang === 'zh' ? f.label_zh : f.label_en);
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(submitted)) {
    if (!known.has(key)) errors[key] = [translate(lang, 'plugin.unknownSetting', { key })];
  }
  const next: Settings = {};
  for (const field of fields) {
    const raw = field.key in submitted ? (submitted[field.key] ?? null) : (stored[field.key] ?? null);
    const keepSecret = field.type === 'secret' && (raw === SECRET_MASK || raw === null);
    const value = keepSecret ? (stored[field.key] ?? null) : coerce(field, raw);
    if (value === 'invalid') {
      errors[field.key] = [translate(lang, 'validation.format', { attribute: label(field) })];
    } else if (value === null) {
      if (field.required)
        errors[field.key] = [translate(lang, 'validation.required', { attribute: label(field) })];
    } else {
      next[field.key] = value;
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      ErrorCode.Validation,
      Object.values(errors)[0]?.[0] ?? 'validation.invalid',
      {},
      errors,
    );
  }
  return next;
}
