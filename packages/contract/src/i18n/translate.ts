import { enCore } from './en-core.js';
import type { Lang } from './shape.js';
import { zhCore } from './zh-core.js';

/** A plural key's name without its form: `minutesAgo_one` and `minutesAgo_other` are asked as `minutesAgo`. */
type Base<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : Leaves<T[K], `${P}${K}.`>;
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

const pluralRules: Record<Lang, Intl.PluralRules> = {
  zh: new Intl.PluralRules('zh'),
  en: new Intl.PluralRules('en'),
};

/**
 * The message of `key` in `catalog`; with a numeric `count`, its plural form as i18next picks it
 * (`key_one`, `key_other`, by the language's rules), so the server and the web word numbers alike.
 */
function lookupMessage(catalog: unknown, lang: Lang, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const form =
      lookup(catalog, `${key}_${pluralRules[lang].select(count)}`) ?? lookup(catalog, `${key}_other`);
    if (form !== undefined) return form;
  }
  // A plural message asked without a count (a job's message stored before it became plural).
  return lookup(catalog, key) ?? lookup(catalog, `${key}_other`);
}

/** Translates a core message key; falls back to zh, then to the key itself. */
export function translate(
  lang: Lang,
  key: MessageKey | string,
  params?: Record<string, string | number>,
): string {
  const count = params?.count;
  const template =
    lookupMessage(coreCatalogs[lang], lang, key, count) ??
    lookupMessage(coreCatalogs.zh, 'zh', key, count) ??
    key;
  return interpolate(template, params);
}

/** The localized name of a field for validation messages, or the raw name when unknown. */
export function fieldLabel(lang: Lang, field: string): string {
  return lookup(coreCatalogs[lang], `fields.${field}`) ?? field;
}
