import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isPastDay, pastTimeOf } from './pastTime';

const now = dayjs('2026-11-23T14:30:20');

describe('past shelf times', () => {
  it('disables days before today only', () => {
    expect(isPastDay(now.subtract(1, 'day'), now)).toBe(true);
    expect(isPastDay(now.startOf('day'), now)).toBe(false);
    expect(isPastDay(now.add(1, 'day'), now)).toBe(false);
  });

  it('disables the elapsed hours, minutes and seconds of today, up to now', () => {
    const today = pastTimeOf(now, now);
    expect(today.disabledHours()).toEqual([...Array(14).keys()]);
    expect(today.disabledMinutes(14)).toEqual([...Array(30).keys()]);
    expect(today.disabledMinutes(15)).toEqual([]);
    expect(today.disabledSeconds(14, 30)).toEqual([...Array(21).keys()]);
    expect(today.disabledSeconds(14, 31)).toEqual([]);
  });

  it('leaves every time of a later day free', () => {
    const tomorrow = pastTimeOf(now.add(1, 'day'), now);
    expect(tomorrow.disabledHours()).toEqual([]);
    expect(tomorrow.disabledMinutes(14)).toEqual([]);
    expect(tomorrow.disabledSeconds(14, 30)).toEqual([]);
  });
});
