import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLimits } from './limits.js';
import { memberInputSchema } from './sales/member.js';

describe('fieldLimits', () => {
  it('reads lengths and ranges through optional, nullable, default, transform and preprocess', () => {
    const limits = fieldLimits(
      z.object({
        name: z.string().trim().min(1).max(32),
        note: z.string().max(200).optional(),
        code: z.string().max(16).nullable().default(null),
        count: z.number().int().min(1).max(1000),
        price: z.coerce.number().min(0).max(99_999_999),
        tags: z
          .string()
          .max(64)
          .transform((v) => v.split(',')),
        spaced: z.preprocess((v) => String(v).trim(), z.string().max(8)),
        free: z.string(),
        flag: z.boolean(),
      }),
    );
    expect(limits).toEqual({
      name: { min: 1, max: 32 },
      note: { max: 200 },
      code: { max: 16 },
      count: { min: 1, max: 1000 },
      price: { min: 0, max: 99_999_999 },
      tags: { max: 64 },
      spaced: { max: 8 },
      free: {},
      flag: {},
    });
  });

  it('gives a form the limits the server checks (a member)', () => {
    const limits = fieldLimits(memberInputSchema);
    expect(limits.account).toEqual({ min: 1, max: 32 });
    expect(limits.phone.max).toBe(11);
    expect(memberInputSchema.safeParse({ account: 'x'.repeat((limits.account.max ?? 0) + 1) }).success).toBe(
      false,
    );
  });
});
