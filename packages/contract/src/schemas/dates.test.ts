import { describe, expect, it } from 'vitest';
import { DATE_YEARS, dateFilter, dayFilter, isIsoDay, isIsoInstant } from './dates.js';

/** Dates `Date.parse` reads (or nearly) that no filter may take: beyond 1970–9999, unreal, or not ISO. */
const OUT_OF_RANGE = [
  '275760-09-13',
  '+275760-09-13',
  '-000001-01-01',
  '0000-01-01',
  '1969-12-31',
  '10000-01-01',
];
const NOT_DATES = [
  '1',
  '2026',
  'March 7, 2026',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '2026-01-01T24:00',
  '2026-01-01T12:60',
  '2026-01-01T00:00+15:00',
  '2026-01-01x',
  'x',
];

describe('dates at the edge', () => {
  it('takes real days and ISO instants within the years', () => {
    for (const v of ['1970-01-01', '2026-02-28', '2024-02-29', '9999-12-31'])
      expect(isIsoDay(v), v).toBe(true);
    for (const v of [
      '2026-01-31',
      '2026-01-31T08:00',
      '2026-01-31 08:00:00',
      '2026-01-31T08:00:00.123Z',
      '2026-01-31T08:00:00+08:00',
      '9999-12-31T23:59:59.999Z',
    ])
      expect(isIsoInstant(v), v).toBe(true);
    expect(DATE_YEARS).toEqual({ min: 1970, max: 9999 });
  });

  it('refuses years outside 1970–9999 and anything that is not a real ISO date', () => {
    for (const v of [...OUT_OF_RANGE, ...NOT_DATES]) {
      expect(isIsoInstant(v), v).toBe(false);
      expect(dateFilter.safeParse(v).success, v).toBe(false);
      expect(dayFilter.safeParse(v).success, v).toBe(false);
    }
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('1950-06-01')).toBe(false);
    expect(isIsoDay('1950-06-01', 1900)).toBe(true);
  });

  it('refuses a moment whose zone carries it out of the years, though its written fields are in them', () => {
    for (const v of [
      '9999-12-31T23:59:59-14:00',
      '9999-12-31T23:59:59.999999999-14:00',
      '9999-12-31 10:00-14:00',
      '1970-01-01T00:00:00+14:00',
      '1970-01-01T00:00+00:01',
    ]) {
      expect(isIsoInstant(v), v).toBe(false);
      expect(dateFilter.safeParse(v).success, v).toBe(false);
    }
    // The same written moments at the edges of the years, in a zone that keeps them there.
    for (const v of ['9999-12-31T09:59:59-14:00', '9999-12-31T23:59:59+00:00', '1970-01-01T14:00:00+14:00'])
      expect(isIsoInstant(v), v).toBe(true);
    expect(isIsoInstant('1950-01-01T00:00:00-14:00', 1900)).toBe(true);
  });

  it('an empty filter means no filter', () => {
    expect(dateFilter.parse('')).toBeUndefined();
    expect(dateFilter.parse(undefined)).toBeUndefined();
    expect(dateFilter.parse(' 2026-01-31 ')).toBe('2026-01-31');
    expect(dayFilter.parse(undefined)).toBeUndefined();
  });
});
