import { LAST_INSTANT } from '@bo/contract';

/** Current time as ISO-8601 UTC, the format every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number, from: number = Date.now()): string {
  return new Date(from + ms).toISOString();
}

/**
 * `date` as ISO text that sorts with stored times: a moment past year 9999 (a local day's end, an hour
 * of 9999-12-31 in a zone west of UTC) becomes {@link LAST_INSTANT}, since `toISOString` would write
 * `+010000-…`, which PostgreSQL refuses and which sorts before every date as text.
 */
export function isoUpTo(date: Date): string {
  const iso = date.toISOString();
  return iso.startsWith('+') ? LAST_INSTANT : iso;
}
