import { describe, expect, it } from 'vitest';
import { idParamsSchema, idSchema, listQuerySchema, optionalIdSchema, versionSchema } from './list.js';
import { jsonInt, jsonNumber, queryInt } from './numbers.js';

const takes = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

/** What loose coercion read as a number: each must be refused wherever a whole number is expected. */
const LOOSE = [
  '',
  ' ',
  true,
  false,
  [],
  ['1'],
  [1],
  {},
  null,
  '0x1',
  '0b1',
  '0o7',
  '1e3',
  ' 1',
  '1 ',
  '1.5',
  '+1',
  'NaN',
  'Infinity',
  '١',
];

describe('whole numbers at the edge', () => {
  it('a JSON body takes only real JSON numbers in range', () => {
    const state = jsonInt(0, 1);
    expect(state.parse(0)).toBe(0);
    expect(state.parse(1)).toBe(1);
    for (const v of [...LOOSE, '0', '1', 2, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(takes(state, v), JSON.stringify(v)).toBe(false);
  });

  it('a query string takes plain digits (and numbers), nothing else', () => {
    const page = queryInt(1, 1000);
    expect(page.parse('12')).toBe(12);
    expect(page.parse('007')).toBe(7);
    expect(page.parse(12)).toBe(12);
    for (const v of [...LOOSE, '0', '1001', '-1', '99999999999999999999', ['1', '2']])
      expect(takes(page, v), JSON.stringify(v)).toBe(false);
    expect(queryInt(-5, 5).parse('-3')).toBe(-3);
  });

  it('a decimal body field takes finite JSON numbers only', () => {
    const x = jsonNumber(0, 1000);
    expect(x.parse(12.5)).toBe(12.5);
    for (const v of ['12', '', true, [], null, Number.NaN, Number.POSITIVE_INFINITY, -0.1, 1000.5])
      expect(takes(x, v), JSON.stringify(v)).toBe(false);
  });

  it('ids, versions and paging use them: {"state": []}-style values never become 0', () => {
    expect(idSchema.parse(5)).toBe(5);
    expect(takes(idSchema, '5')).toBe(false);
    expect(takes(versionSchema, [])).toBe(false);
    expect(versionSchema.parse(undefined)).toBeUndefined();
    expect(idParamsSchema.parse({ id: '0' })).toEqual({ id: 0 });
    expect(takes(idParamsSchema, { id: '0x1' })).toBe(false);
    expect(optionalIdSchema.parse(0)).toBeNull();
    expect(optionalIdSchema.parse(null)).toBeNull();
    expect(optionalIdSchema.parse(undefined)).toBeUndefined();
    for (const v of ['', '0', '3', [], false])
      expect(takes(optionalIdSchema, v), JSON.stringify(v)).toBe(false);
    expect(listQuerySchema.parse({ page: '2', limit: '50' })).toMatchObject({ page: 2, limit: 50 });
    for (const page of ['', 'true', '1.5', '0x1', '1e3', ' 1', ['1']])
      expect(takes(listQuerySchema, { page }), JSON.stringify(page)).toBe(false);
  });
});
