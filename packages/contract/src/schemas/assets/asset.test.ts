import { describe, expect, it } from 'vitest';
import { assetCode, assetInputSchema } from './asset.js';

const asset = {
  name: 'Laptop',
  base_data_id: 3,
  quantity: 1,
  original_value: 659900,
  purchase_date: '2025-03-01',
  organization_id: 1,
};

describe('asset contract', () => {
  it('accepts the contract fields with defaults', () => {
    const parsed = assetInputSchema.parse(asset);
    expect(parsed).toMatchObject({ ownership: 'self', attachments: [], department_id: null, brand: '' });
  });

  it('refuses a future purchase date, fractional cents and unknown attachment groups', () => {
    const issues = (input: object) =>
      assetInputSchema
        .safeParse({ ...asset, ...input })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ purchase_date: '2999-01-01' })).toEqual([['purchase_date', 'asset.purchaseFuture']]);
    expect(issues({ original_value: 1.5 })).toEqual([['original_value', 'validation.price']]);
    expect(issues({ attachments: [{ group: 'selfie', url: '/uploads/a.png' }] })).toEqual([
      ['attachments.0.group', 'validation.format'],
    ]);
  });

  it('makes label codes from class, year and serial', () => {
    expect(assetCode('301', '2026-05-01', 42)).toBe('ZC0301-2026-000042');
  });
});
