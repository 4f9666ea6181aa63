import type { Lang } from './i18n/shape.js';

/** Anything a time can be given as: ISO string, epoch milliseconds or a Date. */
export type TimeInput = string | number | Date;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: TimeInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** `YYYY-MM-DD HH:mm:ss` in local time; empty string for a missing or invalid time. */
export function formatDateTime(value: TimeInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** `YYYY-MM-DD` in local time. */
export function formatDate(value: TimeInput): string {
  const d = toDate(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export type DateShortcut = 'today' | 'thisWeek' | 'thisMonth' | 'lastThreeMonths';
export const DATE_SHORTCUTS: readonly DateShortcut[] = ['today', 'thisWeek', 'thisMonth', 'lastThreeMonths'];

/**
 * The local-time range `[start, end]` of a date shortcut. Weeks start on Monday;
 * "last three months" runs from the same day three months ago to now.
 */
export function dateShortcutRange(shortcut: DateShortcut, now: Date = new Date()): [Date, Date] {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  switch (shortcut) {
    case 'today':
      return [startOfDay, end];
    case 'thisWeek': {
      const mondayOffset = (startOfDay.getDay() + 6) % 7;
      return [
        new Date(startOfDay.getFullYear(), startOfDay.getMonth(), startOfDay.getDate() - mondayOffset),
        end,
      ];
    }
    case 'thisMonth':
      return [new Date(now.getFullYear(), now.getMonth(), 1), end];
    case 'lastThreeMonths':
      return [new Date(now.getFullYear(), now.getMonth() - 3, now.getDate()), end];
  }
}

/** The messages {@link relativeTime} words a moment with. */
export type RelativeTimeKey = 'format.justNow' | 'format.minutesAgo' | 'format.hoursAgo' | 'format.oneDayAgo';

/**
 * Relative time: under 30 s "just now", then minutes, then hours, then "1 day ago", and the full
 * date-time from two days on. `say` words a core message (the server's `translate`, the web's
 * i18next), so the web does not bundle every language's messages for four of them.
 */
export function relativeTime(
  value: TimeInput,
  say: (key: RelativeTimeKey, params?: { count: number }) => string,
  now: TimeInput = Date.now(),
): string {
  const seconds = (toDate(now).getTime() - toDate(value).getTime()) / 1000;
  if (seconds < 30) return say('format.justNow');
  if (seconds < 3600) return say('format.minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86_400) return say('format.hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 172_800) return say('format.oneDayAgo');
  return formatDateTime(value);
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A whole count with thousand separators in every language: `12345` → `12,345`. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

const SUFFIXES = [
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** `value / unit` with one decimal at most, the decimal left out when it is 0. */
const short = (value: number, unit: number) => trimZeros((value / unit).toFixed(1));

/**
 * A count where room is short (cards, tags, chart labels), as each language writes it: in zh from
 * 10 000 on in ten-thousands (`1.2w`), in en from 1 000 on with k/M/G/T (`12.3k`); below that, the
 * count itself with separators. Show {@link formatCount} beside it (a tooltip) for the exact figure.
 */
export function formatCompactCount(value: number, lang: Lang): string {
  const abs = Math.abs(value);
  if (lang === 'zh') return abs >= 10_000 ? `${short(value, 10_000)}w` : formatCount(value);
  const suffix = SUFFIXES.find((s) => abs >= s.value);
  return suffix ? `${short(value, suffix.value)}${suffix.symbol}` : formatCount(value);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file size in binary multiples with one decimal at most: `1536` → `1.5 KB`, the same in every language. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text =
    unit === 0 ? String(Math.round(value)) : value.toFixed(value >= 100 ? 0 : 1).replace(/\.0$/, '');
  return `${text} ${SIZE_UNITS[unit]}`;
}

/** Cents to a price text with two decimals: 1999 → `19.99`. */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}

/** Cents as money to read, with thousand separators: 123456789 → `1,234,567.89` (inputs keep {@link formatPrice}). */
export function formatMoney(cents: number): string {
  const [whole = '0', decimals = '00'] = formatPrice(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${decimals}`;
}

/** A price as typed by a person (digits, at most two decimals) to cents, or null when malformed. */
export function parsePrice(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(decimals);
}
