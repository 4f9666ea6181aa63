import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

const upTo = (end: number) => Array.from({ length: Math.max(end, 0) }, (_, i) => i);

/** Days before today cannot be picked. */
export const isPastDay = (day: Dayjs, now: Dayjs = dayjs()) => day.isBefore(now.startOf('day'));

/**
 * The hours, minutes and seconds of `day` that lie in the past (only today has any), for a
 * DatePicker's `disabledTime`.
 */
export function pastTimeOf(day: Dayjs | null, now: Dayjs = dayjs()) {
  const today = day?.isSame(now, 'day') ?? false;
  const thisHour = (hour: number) => today && hour === now.hour();
  return {
    disabledHours: () => (today ? upTo(now.hour()) : []),
    disabledMinutes: (hour: number) => (thisHour(hour) ? upTo(now.minute()) : []),
    disabledSeconds: (hour: number, minute: number) =>
      thisHour(hour) && minute === now.minute() ? upTo(now.second() + 1) : [],
  };
}
