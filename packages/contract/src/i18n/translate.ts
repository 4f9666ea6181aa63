import { enCore } from './en-core.js';
import type { Lang } from './shape.js';
import { zhCore } from './zh-core.js';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the core catalog, e.g. `auth.loginFailed`. */
export type MessageKey = Leaves<typeof zhCore>;

export const coreCatalogs = { zh: zhCore, en: enCore } as const;

/** Replaces `{{name}}` placeholders; unknown placeholders stay as they are. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a core message key; falls back to zh, then to the key itself. */
export function translate(
  lang: Lang,
  key: MessageKey | string,
  params?: Record<string, string | number>,
): string {
  const template = lookup(coreCatalogs[lang], key) ?? lookup(coreCatalogs.zh, key) ?? key;
  return interpolate(template, params);
}

/** The localized name of a field for validation messages, or the raw name when unknown. */
export function fieldLabel(lang: Lang, field: string): string {
  return lookup(coreCatalogs[lang], `fields.${field}`) ?? field;
}
