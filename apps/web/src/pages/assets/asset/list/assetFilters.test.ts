import { describe, expect, it } from 'vitest';
import { toCents } from '../form/assetFormModel';
import { assetListParams } from './assetFilters';

describe('asset list params', () => {
  it('asks for purchase dates by the local calendar day the picker showed', () => {
    const start = new Date(2026, 0, 1, 0, 0, 0).toISOString();
    const end = new Date(2026, 0, 31, 23, 59, 59).toISOString();
    expect(assetListParams({ page: 1, date_start: start, date_end: end, value_min: '100' })).toEqual({
      page: 1,
      date_start: '2026-01-01',
      date_end: '2026-01-31',
      value_min: '100',
      organization_id: undefined,
      department_id: undefined,
    });
    expect(assetListParams({ page: 2 })).toMatchObject({
      page: 2,
      date_start: undefined,
      date_end: undefined,
    });
  });

  it('filters by the chosen unit, or by one of its departments', () => {
    expect(assetListParams({ unit: 'o12' })).toMatchObject({
      organization_id: '12',
      department_id: undefined,
    });
    expect(assetListParams({ unit: 'd7' })).toMatchObject({ organization_id: undefined, department_id: '7' });
    expect(assetListParams({ unit: 'd7' })).not.toHaveProperty('unit');
  });

  it('turns yuan into whole cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(null)).toBeUndefined();
  });
});
