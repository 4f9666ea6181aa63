import { isoUpTo } from '../../lib/time.js';

/** Local calendar days (the server's time zone): `YYYY-MM-DD` and the UTC instants that bound them. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `offset` days from `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d + offset));
}

/** `[from, to)` of a local day as ISO instants, for comparing with stored times. */
export function dayBounds(day: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { from: isoUpTo(new Date(y, m - 1, d)), to: isoUpTo(new Date(y, m - 1, d + 1)) };
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  // Stops at `last` itself: past year 9999 the text of a day (`10000-01-01`) no longer sorts by date.
  for (let day = first; day <= last && days.length < 10_000; day = addDays(day, 1)) {
    days.push(day);
    if (day === last) break;
  }
  return days;
}
