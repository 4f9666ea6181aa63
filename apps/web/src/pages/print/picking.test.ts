import type { OrderDetail, OrderLine } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { parseIds } from './papers';
import { pickingLines } from './picking';

const line = (sku: number, name: string, number: number, spec: OrderLine['spec'] = []) =>
  ({ id: sku * 100 + number, good_id: sku, sku_id: sku, name, spec, number, price: 100 }) as OrderLine;
const order = (identification: string, lines: OrderLine[]) =>
  ({ identification, order_lines: lines }) as OrderDetail;

describe('picking list', () => {
  it('sums the units of each specification over the orders and names each order once', () => {
    const red = [{ key: '颜色', value: '红' }];
    const lines = pickingLines([
      order('A1', [line(1, '茶壶', 2, red), line(2, '茶杯', 1), line(1, '茶壶', 1, red)]),
      order('A2', [line(1, '茶壶', 3, red), line(3, '茶壶', 1, [{ key: '颜色', value: '白' }])]),
    ]);
    expect(lines.map((l) => [l.name, l.spec, l.quantity, l.orders])).toEqual([
      ['茶杯', '', 1, ['A1']],
      ['茶壶', '颜色：白', 1, ['A2']],
      ['茶壶', '颜色：红', 6, ['A1', 'A2']],
    ]);
  });
});

describe('print page ids', () => {
  it('keeps positive whole numbers once each, in the order given, and drops the rest', () => {
    expect(parseIds('3,1,3, 2,0,-4,x,1.5,,99999999999999999')).toEqual([3, 1, 2]);
    expect(parseIds(null)).toEqual([]);
  });
});
