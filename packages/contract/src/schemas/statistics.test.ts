import { describe, expect, it } from 'vitest';
import { formatDate } from '../format.js';
import { birthdaySchema } from './sales/member.js';
import { AGE_SERIES, pivotStatPoints, statSeriesLabel, statTotals } from './statistics.js';

describe('statistics helpers', () => {
  it('pivots points per date with every series filled, and sums each series', () => {
    const table = pivotStatPoints([
      { series: 'pv', date: '2026-11-22', value: 5 },
      { series: 'pv', date: '2026-11-23', value: 1 },
      { series: 'source:app', date: '2026-11-23', value: 2 },
    ]);
    expect(table.rows).toEqual([
      { date: '2026-11-22', values: { pv: 5, 'source:app': 0 } },
      { date: '2026-11-23', values: { pv: 1, 'source:app': 2 } },
    ]);
    expect(statTotals(table)).toEqual({ pv: 6, 'source:app': 2 });
    const t = (key: string, params?: Record<string, string>) => `${key}${params ? `(${params.name})` : ''}`;
    // A channel the storefront knows goes through the catalogs; a campaign's own name stays as sent.
    expect(statSeriesLabel('source:app', t)).toBe('statistics.series.source(statistics.sources.app)');
    expect(statSeriesLabel('source:spring-sale', t)).toBe('statistics.series.source(spring-sale)');
    expect(statSeriesLabel('age_65_plus', t)).toBe('statistics.series.age_65_plus');
    expect(AGE_SERIES.at(-1)).toBe('age_unknown');
  });

  it('takes a birthday that is a real day up to today', () => {
    const message = (v: unknown) => birthdaySchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(message(formatDate(new Date()))).toBeUndefined();
    expect(message('2000-02-29')).toBeUndefined();
    expect(message('2001-02-29')).toEqual(['validation.format']);
    expect(message('1899-12-31')).toEqual(['validation.format']);
    expect(message('20000101')).toEqual(['validation.format']);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(message(formatDate(tomorrow))).toEqual(['member.birthdayFuture']);
  });
});
