import { type RawBuilder, sql } from 'kysely';
import { isoUpTo } from '../../lib/time.js';
import { dayBounds } from './days.js';

/** A stretch of time counted as one point: `[from, to)` as ISO instants, shown as `label`. */
export interface Window {
  label: string;
  from: string;
  to: string;
}

/** A local day as a window labelled with the day. */
export const dayWindow = (day: string): Window => ({ label: day, ...dayBounds(day) });

/** The 24 local hours of `day`, labelled `YYYY-MM-DD HH:00`. */
export function hourWindows(day: string): Window[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 24 }, (_, h) => ({
    label: `${day} ${String(h).padStart(2, '0')}:00`,
    // The last hours of 9999-12-31 end (or, west of UTC, begin) past the last writable instant.
    from: isoUpTo(new Date(y, m - 1, d, h)),
    to: isoUpTo(new Date(y, m - 1, d, h + 1)),
  }));
}

/**
 * The index of the window holding `column`, for a row inside one of `windows` (in time order, none
 * overlapping): the first window ending after it, found by a CASE split in halves, so a row costs about
 * log2(windows) comparisons however many there are.
 */
export function windowIndex(column: string, windows: readonly Window[]): RawBuilder<number> {
  const ref = sql.ref(column);
  const split = (lo: number, hi: number): RawBuilder<number> => {
    if (lo >= hi) return sql<number>`${sql.lit(lo)}`;
    const mid = Math.floor((lo + hi) / 2);
    return sql<number>`case when ${ref} < ${windows[mid]?.to} then ${split(lo, mid)} else ${split(mid + 1, hi)} end`;
  };
  return split(0, Math.max(windows.length - 1, 0));
}

/**
 * Whether `column` falls in one of `windows` (in time order, none overlapping): one indexed range per
 * run of touching windows, so a stretch of days costs one range however many days it has.
 */
export function inWindows(column: string, windows: readonly Window[]): RawBuilder<boolean> {
  const spans: { from: string; to: string }[] = [];
  for (const w of windows) {
    const last = spans.at(-1);
    if (last && last.to === w.from) last.to = w.to;
    else spans.push({ from: w.from, to: w.to });
  }
  if (spans.length === 0) return sql<boolean>`1 = 0`;
  const ref = sql.ref(column);
  const ranges = spans.map((s) => sql`(${ref} >= ${s.from} and ${ref} < ${s.to})`);
  return sql<boolean>`(${sql.join(ranges, sql` or `)})`;
}
