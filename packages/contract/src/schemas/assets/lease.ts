import { DATE_YEARS } from '../dates.js';
import type { LeaseCycle } from './form.js';

const CYCLE_MONTHS: Record<Exclude<LeaseCycle, 'once'>, number> = { month: 1, quarter: 3, year: 12 };

/** `date` (YYYY-MM-DD) plus `months`, on the same day or the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (((total % 12) + 12) % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The installments of a lease from `start` (inclusive) to `end` (exclusive): `rent` cents due at the
 * start of every cycle; `once` is a single installment due at the start. No due date lies past year
 * 9999: there the text of a day (`10000-01-01`) sorts before `9999-…`, so it is compared by its year too.
 */
export function leaseSchedule(
  start: string,
  end: string,
  rent: number,
  cycle: LeaseCycle,
): { seq: number; due_date: string; amount: number }[] {
  if (cycle === 'once') return [{ seq: 1, due_date: start, amount: rent }];
  const schedule: { seq: number; due_date: string; amount: number }[] = [];
  for (let i = 0; i < 600; i++) {
    const due = addMonths(start, i * CYCLE_MONTHS[cycle]);
    if (Number(due.slice(0, due.indexOf('-'))) > DATE_YEARS.max || due >= end) break;
    schedule.push({ seq: i + 1, due_date: due, amount: rent });
  }
  return schedule;
}
