import { describe, expect, it } from 'vitest';
import { parseCardCodes, skuCombinations } from './card-codes.js';

describe('parseCardCodes', () => {
  it('reads number:key lines and skips blank ones', () => {
    expect(parseCardCodes('A001:KEY-1\n\n A002 ： KEY-2 \n', 0)).toEqual({
      ok: true,
      codes: [
        { name: 'A001', code: 'KEY-1' },
        { name: 'A002', code: 'KEY-2' },
      ],
    });
  });

  it('splits a net-disk line at the last colon, since the address has one', () => {
    expect(parseCardCodes('https://pan.example.com/s/abc:x7yz', 1)).toEqual({
      ok: true,
      codes: [{ name: 'https://pan.example.com/s/abc', code: 'x7yz' }],
    });
  });

  it('names the first bad line', () => {
    expect(parseCardCodes('A1:K1\nA2K2\nA3:K3', 0)).toEqual({ ok: false, line: 2, text: 'A2K2' });
    expect(parseCardCodes('A1:', 0)).toMatchObject({ ok: false, line: 1 });
    expect(parseCardCodes(':K1', 0)).toMatchObject({ ok: false, line: 1 });
    expect(parseCardCodes('\nnot-a-url:code', 1)).toMatchObject({ ok: false, line: 2 });
  });
});

describe('skuCombinations', () => {
  it('crosses the chosen values in option order', () => {
    const rows = skuCombinations([
      { key: 'Colour', values: ['Red', 'Blue'] },
      { key: 'Size', values: [] },
      { key: 'Memory', values: ['8G', '16G'] },
    ]);
    expect(rows.map((r) => r.map((s) => s.value).join('/'))).toEqual([
      'Red/8G',
      'Red/16G',
      'Blue/8G',
      'Blue/16G',
    ]);
    expect(rows[0]).toEqual([
      { key: 'Colour', value: 'Red' },
      { key: 'Memory', value: '8G' },
    ]);
  });

  it('is empty when nothing is chosen', () => {
    expect(skuCombinations([{ key: 'Colour', values: [] }])).toEqual([]);
  });
});
