import { describe, expect, it } from 'vitest';
import {
  dateShortcutRange,
  formatCompactCount,
  formatCount,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatPrice,
  parsePrice,
  type RelativeTimeKey,
  relativeTime,
} from './format.js';
import { translate } from './i18n/translate.js';

describe('formatDateTime', () => {
  it('formats local time as YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09');
  });
  it('returns empty text for missing or invalid times', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('dateShortcutRange', () => {
  const now = new Date(2026, 10, 19, 15, 30); // Thursday 19 Nov 2026
  it('today runs from midnight to the end of the day', () => {
    const [start, end] = dateShortcutRange('today', now);
    expect(formatDateTime(start)).toBe('2026-11-19 00:00:00');
    expect(formatDateTime(end)).toBe('2026-11-19 23:59:59');
  });
  it('this week starts on Monday', () => {
    expect(formatDateTime(dateShortcutRange('thisWeek', now)[0])).toBe('2026-11-16 00:00:00');
  });
  it('this month starts on the first', () => {
    expect(formatDateTime(dateShortcutRange('thisMonth', now)[0])).toBe('2026-11-01 00:00:00');
  });
  it('last three months starts three months back', () => {
    expect(formatDateTime(dateShortcutRange('lastThreeMonths', now)[0])).toBe('2026-08-19 00:00:00');
  });
});

describe('relativeTime', () => {
  const en = (key: RelativeTimeKey, params?: { count: number }) => translate('en', key, params);
  const zh = (key: RelativeTimeKey, params?: { count: number }) => translate('zh', key, params);
  const now = new Date(2026, 10, 19, 12, 0, 0).getTime();
  const ago = (s: number) => now - s * 1000;
  it('says just now under 30 seconds', () => {
    expect(relativeTime(ago(29), en, now)).toBe('just now');
    expect(relativeTime(ago(5), zh, now)).toBe('刚刚');
  });
  it('words one minute or hour in the singular and more in the plural, in en; zh has one form', () => {
    expect(relativeTime(ago(60), en, now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 60), en, now)).toBe('3 minutes ago');
    expect(relativeTime(ago(3600), en, now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3600), en, now)).toBe('5 hours ago');
    expect(relativeTime(ago(60), zh, now)).toBe('1 分钟前');
    expect(relativeTime(ago(3 * 60), zh, now)).toBe('3 分钟前');
    expect(relativeTime(ago(3600), zh, now)).toBe('1 小时前');
  });
  it('counts minutes, then hours, then one day', () => {
    expect(relativeTime(ago(30), en, now)).toBe('1 minute ago');
    expect(relativeTime(ago(600), zh, now)).toBe('10 分钟前');
    expect(relativeTime(ago(2 * 3600), en, now)).toBe('2 hours ago');
    expect(relativeTime(ago(30 * 3600), en, now)).toBe('1 day ago');
    expect(relativeTime(ago(30 * 3600), zh, now)).toBe('1 天前');
  });
  it('shows the full date from two days on', () => {
    expect(relativeTime(ago(3 * 86_400), en, now)).toBe('2026-11-16 12:00:00');
  });
});

describe('number formats', () => {
  it('writes counts with thousand separators in every language', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
  });
  it('shortens counts in zh from 10 000 on, in ten-thousands', () => {
    expect(formatCompactCount(9999, 'zh')).toBe('9,999');
    expect(formatCompactCount(10_000, 'zh')).toBe('1w');
    expect(formatCompactCount(12_345, 'zh')).toBe('1.2w');
    expect(formatCompactCount(1_234_567, 'zh')).toBe('123.5w');
    expect(formatCompactCount(-25_000, 'zh')).toBe('-2.5w');
  });
  it('shortens counts in en from 1 000 on, with k/M/G/T', () => {
    expect(formatCompactCount(999, 'en')).toBe('999');
    expect(formatCompactCount(1000, 'en')).toBe('1k');
    expect(formatCompactCount(12_345, 'en')).toBe('12.3k');
    expect(formatCompactCount(5_000_000, 'en')).toBe('5M');
    expect(formatCompactCount(2.5e9, 'en')).toBe('2.5G');
    expect(formatCompactCount(3e12, 'en')).toBe('3T');
  });
  it('writes file sizes in binary multiples', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(250 * 1024 ** 3)).toBe('250 GB');
  });
});

describe('prices', () => {
  it('writes money to read with thousand separators', () => {
    expect(formatMoney(123_456_789)).toBe('1,234,567.89');
    expect(formatMoney(99_999)).toBe('999.99');
    expect(formatMoney(-100_000)).toBe('-1,000.00');
    expect(formatMoney(5)).toBe('0.05');
  });
  it('formats cents with two decimals', () => {
    expect(formatPrice(1999)).toBe('19.99');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(-120)).toBe('-1.20');
  });
  it('parses at most two decimals into cents and rejects the rest', () => {
    expect(parsePrice('19.9')).toBe(1990);
    expect(parsePrice('19')).toBe(1900);
    expect(parsePrice(' 0.05 ')).toBe(5);
    expect(parsePrice('1.999')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1e3')).toBeNull();
    expect(parsePrice('')).toBeNull();
  });
});
