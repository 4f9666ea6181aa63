import { z } from 'zod';

/**
 * The years a date may name: what every part of the stack (JavaScript `Date`, SQLite text, PostgreSQL,
 * the web's pickers) holds alike. Outside them, `Date` arithmetic throws (`275760-09-13` plus a day).
 */
export const DATE_YEARS = { min: 1970, max: 9999 } as const;

/** The first year of days that may lie long before the system existed (birthdays, purchases). */
export const HISTORIC_YEAR = 1900;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?$/;

function realDay(y: number, m: number, d: number, firstYear: number): boolean {
  if (y < firstYear || y > DATE_YEARS.max) return false;
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** `ms` (a parsed instant) lies from the start of `firstYear` (UTC) to {@link LAST_INSTANT}. */
function inYears(ms: number, firstYear: number): boolean {
  return ms >= Date.UTC(firstYear, 0, 1) && ms <= LAST_MS;
}

/** `YYYY-MM-DD` of a real calendar day (no `2026-02-30`) from `firstYear` to 9999. */
export function isIsoDay(text: string, firstYear: number = DATE_YEARS.min): boolean {
  const m = DAY.exec(text);
  return !!m && realDay(Number(m[1]), Number(m[2]), Number(m[3]), firstYear);
}

/** The last instant ISO text can name with four year digits: past it `toISOString` writes `+010000-…`. */
export const LAST_INSTANT = '9999-12-31T23:59:59.999Z';
const LAST_MS = Date.parse(LAST_INSTANT);

/**
 * An ISO day (`2026-01-31`) or date-time (`2026-01-31T08:00`, seconds, fraction and zone optional, a
 * space for the `T` too) of a real moment from `firstYear` to 9999. Nothing else `Date.parse` happens
 * to read (`1`, `March 7`, `+275760-09-13`). The moment itself (UTC) must lie in those years as well:
 * `9999-12-31T23:59:59-14:00` is written in 9999 but is a moment of year 10000, which PostgreSQL refuses
 * and which sorts, as stored text, before every other date.
 */
export function isIsoInstant(text: string, firstYear: number = DATE_YEARS.min): boolean {
  if (DAY.test(text)) return isIsoDay(text, firstYear);
  const m = INSTANT.exec(text);
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]), firstYear)) return false;
  const [hour, minute, second, zoneHour, zoneMinute] = [m[4], m[5], m[6], m[7], m[8]].map(Number);
  return (
    hour! <= 23 &&
    minute! <= 59 &&
    (m[6] === undefined || second! <= 59) &&
    (m[7] === undefined || (zoneHour! <= 14 && zoneMinute! <= 59)) &&
    inYears(Date.parse(text), firstYear)
  );
}

/** An optional date or date-time filter of a list (`from`, `to`, ...); empty means no filter. */
export const dateFilter = z
  .string('validation.type')
  .trim()
  .max(40, 'validation.max')
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isIsoInstant(v), 'validation.format');

/** An optional day filter (`YYYY-MM-DD`). */
export const dayFilter = z
  .string('validation.type')
  .refine((v) => isIsoDay(v), 'validation.format')
  .optional();
