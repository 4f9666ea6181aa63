import { type GoodDetail, goodInputSchema } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import {
  emptySku,
  fromDetail,
  type GoodFormValues,
  newGoodValues,
  regenerateSkus,
  toPayload,
} from './formModel';

const options = [
  { key: 'Colour', values: ['Red', 'Blue'] },
  { key: 'Memory', values: ['8G', '16G'] },
];

describe('goods form model', () => {
  it('generates every combination and keeps rows already typed', () => {
    const first = regenerateSkus(options, { Colour: ['Red'], Memory: ['8G', '16G'] }, []);
    expect(first.map((s) => s.spec.map((v) => v.value).join('/'))).toEqual(['Red/8G', 'Red/16G']);
    const typed = first.map((s, i) => ({ ...s, price: 10 + i }));
    const next = regenerateSkus(options, { Colour: ['Red', 'Blue', 'Gold'], Memory: ['8G', '16G'] }, typed);
    expect(next.map((s) => `${s.spec.map((v) => v.value).join('/')}=${s.price ?? ''}`)).toEqual([
      'Red/8G=10',
      'Red/16G=11',
      'Blue/8G=',
      'Blue/16G=',
      // A value added on the form comes after the option's own values.
      'Gold/8G=',
      'Gold/16G=',
    ]);
    expect(regenerateSkus(options, { Colour: [], Memory: [] }, typed)).toEqual([]);
  });

  it('builds the contract body in cents that the schema accepts', () => {
    const values = {
      ...newGoodValues(),
      name: 'Mug',
      category: [3, 7],
      media: { images: ['/uploads/a.png'], master: '/uploads/a.png' },
      is_show: 1,
    } as GoodFormValues;
    const payload = toPayload(
      values,
      { chosen: {}, skus: [], single: { ...emptySku(), price: 19.99, inventory: 5 } },
      4,
    );
    expect(payload).toMatchObject({
      category_id: 7,
      price: 1999,
      inventory: 5,
      skus: [],
      master_image: '/uploads/a.png',
      version: 4,
    });
    expect(goodInputSchema.safeParse(payload).success).toBe(true);
  });

  it('reads a saved goods back: chosen values, SKUs with ids, unused and used card keys apart', () => {
    const detail = {
      id: 9,
      type: 2,
      name: 'Card',
      number: '',
      master_image: '/uploads/a.png',
      images: ['/uploads/a.png'],
      category_id: 7,
      category_path: [
        { id: 3, name: 'A' },
        { id: 7, name: 'B' },
      ],
      brand_id: null,
      freight_id: null,
      has_spec: true,
      is_show: 0,
      timing: null,
      is_inventory: 1,
      parameters: [{ key: 'Material', value: 'Steel' }],
      skus: [
        {
          id: 41,
          spec: [{ key: 'Colour', value: 'Red' }],
          price: 500,
          market_price: 0,
          cost_price: 0,
          inventory: 1,
          sales: 1,
          image: '',
          virtual_code: '',
          code_type: 0,
          is_fixed: 0,
          file: '',
          codes: [
            { id: 1, name: 'N1', code: 'K1', state: 1, used_at: '2026-01-01T00:00:00Z' },
            { id: 2, name: 'N2', code: 'K2', state: 0, used_at: null },
          ],
        },
      ],
    } as unknown as GoodDetail;
    const { values, skuState } = fromDetail(detail);
    expect(values).toMatchObject({ category: [3, 7], is_inventory: 1, parameters: { Material: 'Steel' } });
    expect(skuState.chosen).toEqual({ Colour: ['Red'] });
    expect(skuState.skus[0]).toMatchObject({ id: 41, price: 5, codes: [{ id: 2, name: 'N2', code: 'K2' }] });
    expect(skuState.skus[0]?.used).toHaveLength(1);
    const payload = toPayload(values, skuState, 3);
    expect(payload.skus?.[0]).toMatchObject({
      id: 41,
      price: 500,
      code_type: 0,
      codes: [{ id: 2, name: 'N2', code: 'K2' }],
    });
  });
});
