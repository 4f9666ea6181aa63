import type { statQuerySchema } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { invalid } from '../../http/errors.js';
import {
  addDays,
  countFigures,
  dailyFigures,
  daysBetween,
  type FigureGroup,
  hourWindows,
  localDay,
} from '../dashboard/index.js';

/** The longest range a statistic covers. */
const MAX_DAYS = 366;

/** The local days a statistic query covers: `start`..`end`, or the last `date` days, or the last 7. */
export function statDays(query: z.output<typeof statQuerySchema>, now = new Date()): string[] {
  const today = localDay(now);
  const last = query.end ?? today;
  const first = query.start ?? addDays(last, 1 - (query.date ?? 7));
  if (first > last) throw invalid({ end: 'validation.format' });
  const days = daysBetween(first, last);
  if (days.length > MAX_DAYS) throw invalid({ start: 'validation.max' }, { place: `${MAX_DAYS}` });
  return days;
}

/**
 * The figures of `groups` per day of `days`, or per hour when they are one day, with the label of each
 * (`YYYY-MM-DD`, or `YYYY-MM-DD HH:00`). Settled days come from the daily rollups, the others are
 * counted in one statement for them all.
 */
export async function figuresByDayOrHour(
  db: Db,
  days: readonly string[],
  groups: readonly FigureGroup[],
  today: string,
) {
  const [only] = days;
  const hours = days.length === 1 && only ? hourWindows(only) : null;
  const labels = hours ? hours.map((w) => w.label) : [...days];
  const figures = hours ? await countFigures(db, hours, groups) : await dailyFigures(db, days, groups, today);
  return labels.map((label, i) => ({ label, figures: figures[i] ?? new Map<string, number>() }));
}
