import { freightInputSchema } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { freightPayload, freightValues } from './freightModel';

describe('freight form model', () => {
  it('turns yuan into cents and back', () => {
    const values = {
      ...freightValues(null),
      name: 'Standard',
      default_rule: { first_piece: 1, first_cost: 10, add_piece: 1, add_cost: 5.5 },
      rules: [
        {
          first_piece: 2,
          first_cost: 8.8,
          add_piece: 1,
          add_cost: 3,
          regions: [{ code: '330100', name: '杭州市' }],
        },
      ],
    };
    const payload = freightPayload(values, 3);
    expect(payload).toMatchObject({
      default_rule: { first_cost: 1000, add_cost: 550 },
      rules: [{ first_cost: 880, add_cost: 300, regions: [{ code: '330100', name: '杭州市' }] }],
      version: 3,
    });
    const parsed = freightInputSchema.parse(payload);
    const row = { ...parsed, id: 1, created_at: '', updated_at: '', version: 3 };
    expect(freightValues(row).rules[0]).toMatchObject({ first_cost: 8.8, add_cost: 3 });
  });
});
