import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** What the interface's catalogs do not cover: antd's texts (pagination, pickers, empty states), dayjs's names. */
export interface UiLocale {
  antd: AntdLocale;
  /** The dayjs locale the date pickers name months and weekdays in. */
  dayjs: string;
}

/** zh and en: in the main chunk, as their catalogs are. */
const BUILT_IN: Readonly<Record<string, UiLocale>> = {
  zh: { antd: zhCN, dayjs: 'zh-cn' },
  en: { antd: enUS, dayjs: 'en' },
};
const ENGLISH = BUILT_IN.en as UiLocale;

/** The imports of an added language's antd texts and of its dayjs locale (which registers it), and its name. */
interface LazyLocale {
  antd: () => Promise<{ default: AntdLocale }>;
  dayjs: readonly [name: string, register: () => Promise<unknown>];
}

/**
 * The languages an administrator may add, by code (lower case, `-`), each its own chunks, loaded when
 * that language is shown.
 */
const LAZY: Readonly<Record<string, LazyLocale>> = {
  ja: { antd: () => import('antd/locale/ja_JP'), dayjs: ['ja', () => import('dayjs/locale/ja')] },
  ko: { antd: () => import('antd/locale/ko_KR'), dayjs: ['ko', () => import('dayjs/locale/ko')] },
  fr: { antd: () => import('antd/locale/fr_FR'), dayjs: ['fr', () => import('dayjs/locale/fr')] },
  de: { antd: () => import('antd/locale/de_DE'), dayjs: ['de', () => import('dayjs/locale/de')] },
  es: { antd: () => import('antd/locale/es_ES'), dayjs: ['es', () => import('dayjs/locale/es')] },
  ru: { antd: () => import('antd/locale/ru_RU'), dayjs: ['ru', () => import('dayjs/locale/ru')] },
  pt: { antd: () => import('antd/locale/pt_BR'), dayjs: ['pt-br', () => import('dayjs/locale/pt-br')] },
  'pt-pt': { antd: () => import('antd/locale/pt_PT'), dayjs: ['pt', () => import('dayjs/locale/pt')] },
  it: { antd: () => import('antd/locale/it_IT'), dayjs: ['it', () => import('dayjs/locale/it')] },
  vi: { antd: () => import('antd/locale/vi_VN'), dayjs: ['vi', () => import('dayjs/locale/vi')] },
  th: { antd: () => import('antd/locale/th_TH'), dayjs: ['th', () => import('dayjs/locale/th')] },
  id: { antd: () => import('antd/locale/id_ID'), dayjs: ['id', () => import('dayjs/locale/id')] },
  'zh-tw': { antd: () => import('antd/locale/zh_TW'), dayjs: ['zh-tw', () => import('dayjs/locale/zh-tw')] },
  'zh-hk': { antd: () => import('antd/locale/zh_HK'), dayjs: ['zh-hk', () => import('dayjs/locale/zh-hk')] },
};

/**
 * The locale a code takes, most specific first (`zh_TW` → zh-tw, `zh-SG` → zh, `pt-PT` → pt-pt,
 * `pt-BR` → pt): built in, to load, or English for a language neither knows.
 */
function resolve(code: string): UiLocale | LazyLocale {
  const key = code.toLowerCase().replaceAll('_', '-');
  const base = key.split('-')[0] ?? key;
  for (const candidate of [key, base]) {
    const found = BUILT_IN[candidate] ?? LAZY[candidate];
    if (found) return found;
  }
  return ENGLISH;
}

const isLazy = (locale: UiLocale | LazyLocale): locale is LazyLocale => typeof locale.antd === 'function';

const loaded = new Map<LazyLocale, UiLocale>();

/** The locale of `code` when it needs no loading (built in, unknown, or loaded before); else undefined. */
export function uiLocaleNow(code: string): UiLocale | undefined {
  const locale = resolve(code);
  return isLazy(locale) ? loaded.get(locale) : locale;
}

/**
 * The antd and dayjs locales of a UI language, chosen by its code: `ja` → ja_JP, `zh-TW` → zh_TW,
 * `zh` → zh_CN, an unknown code → en_US. Those of added languages load on first use.
 */
export async function loadUiLocale(code: string): Promise<UiLocale> {
  const locale = resolve(code);
  if (!isLazy(locale)) return locale;
  const known = loaded.get(locale);
  if (known) return known;
  const [name, register] = locale.dayjs;
  let ready = ENGLISH;
  try {
    const [antd] = await Promise.all([locale.antd(), register()]);
    ready = { antd: antd.default, dayjs: name };
  } catch (error) {
    // A chunk that did not load (a deploy replaced it): antd's texts stay English.
    console.warn(error);
  }
  loaded.set(locale, ready);
  return ready;
}

/** The locale of the UI language; English until an added language's has loaded (main.tsx loads it first). */
export function useUiLocale(code: string): UiLocale {
  const ready = uiLocaleNow(code);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!ready) void loadUiLocale(code).then(() => setLoaded((n) => n + 1));
  }, [code, ready]);
  return ready ?? ENGLISH;
}
