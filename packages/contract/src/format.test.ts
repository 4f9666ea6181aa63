import { describe, expect, it } from 'vitest';
import {
  dateShortcutRange,
  formatDateTime,
  formatNumberSuffix,
  formatPrice,
  formatThousands,
  parsePrice,
  relativeTime,
} from './format.js';

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
  const now = new Date(2026, 10, 19, 12, 0, 0).getTime();
  const ago = (s: number) => now - s * 1000;
  it('says just now under 30 seconds', () => {
    expect(relativeTime(ago(29), 'en', now)).toBe('just now');
    expect(relativeTime(ago(5), 'zh', now)).toBe('刚刚');
  });
  it('words one minute or hour in the singular and more in the plural, in en; zh has one form', () => {
    expect(relativeTime(ago(60), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 60), 'en', now)).toBe('3 minutes ago');
    expect(relativeTime(ago(3600), 'en', now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3600), 'en', now)).toBe('5 hours ago');
    expect(relativeTime(ago(60), 'zh', now)).toBe('1分钟前');
    expect(relativeTime(ago(3 * 60), 'zh', now)).toBe('3分钟前');
    expect(relativeTime(ago(3600), 'zh', now)).toBe('1小时前');
  });
  it('counts minutes, then hours, then one day', () => {
    expect(relativeTime(ago(30), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(ago(600), 'zh', now)).toBe('10分钟前');
    expect(relativeTime(ago(2 * 3600), 'en', now)).toBe('2 hours ago');
    expect(relativeTime(ago(30 * 3600), 'en', now)).toBe('1 day ago');
    expect(relativeTime(ago(30 * 3600), 'zh', now)).toBe('1天前');
  });
  it('shows the full date from two days on', () => {
    expect(relativeTime(ago(3 * 86_400), 'en', now)).toBe('2026-11-16 12:00:00');
  });
});

describe('number formats', () => {
  it('shows 10000 and more with w', () => {
    expect(formatThousands(9999)).toBe('9,999');
    expect(formatThousands(10_000)).toBe('1w');
    expect(formatThousands(123_456)).toBe('12.35w');
  });
  it('uses k/M/G/T/P/E suffixes', () => {
    expect(formatNumberSuffix(999)).toBe('999');
    expect(formatNumberSuffix(1234)).toBe('1.2k');
    expect(formatNumberSuffix(5_000_000)).toBe('5M');
    expect(formatNumberSuffix(2.5e9)).toBe('2.5G');
    expect(formatNumberSuffix(3e12)).toBe('3T');
    expect(formatNumberSuffix(4e15)).toBe('4P');
    expect(formatNumberSuffix(1.25e18, 2)).toBe('1.25E');
  });
});

describe('prices', () => {
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
