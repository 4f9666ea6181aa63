import type { statQuerySchema } from '@bo/contract';
import type { z } from 'zod';
import { invalid } from '../../http/errors.js';
import { addDays, daysBetween, localDay } from '../dashboard/index.js';

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
