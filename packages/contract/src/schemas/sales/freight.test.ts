import { describe, expect, it } from 'vitest';
import { type FreightTemplate, freightCost, regionCovers } from './freight.js';

const template: FreightTemplate = {
  default_rule: { first_piece: 1, first_cost: 1000, add_piece: 1, add_cost: 500 },
  rules: [
    {
      first_piece: 2,
      first_cost: 800,
      add_piece: 2,
      add_cost: 300,
      regions: [{ code: '330100', name: '杭州市' }],
    },
    {
      first_piece: 1,
      first_cost: 2000,
      add_piece: 0,
      add_cost: 0,
      regions: [{ code: '540000', name: '西藏自治区' }],
    },
  ],
  free_regions: [{ code: '310000', name: '上海市' }],
};

describe('freight', () => {
  it('matches a province, a city or the district itself', () => {
    expect(regionCovers('330000', '330106')).toBe(true);
    expect(regionCovers('330100', '330106')).toBe(true);
    expect(regionCovers('330100', '330206')).toBe(false);
    expect(regionCovers('330106', '330106')).toBe(true);
    expect(regionCovers('330106', '330105')).toBe(false);
  });

  it('charges the first units, then each started step of additional units', () => {
    // Default rule: 1 piece 10.00, each further piece 5.00.
    expect(freightCost(template, '110101', 1)).toEqual({ cost: 1000, free: false, rule: -1 });
    expect(freightCost(template, '110101', 3)).toEqual({ cost: 2000, free: false, rule: -1 });
    // Hangzhou: 2 pieces 8.00, each further 2 pieces (or part) 3.00.
    expect(freightCost(template, '330106', 2).cost).toBe(800);
    expect(freightCost(template, '330106', 3).cost).toBe(1100);
    expect(freightCost(template, '330106', 5).cost).toBe(1400);
    // Weight with decimals: 2.2 kg is one step past 2 kg.
    expect(freightCost(template, '330106', 2.2).cost).toBe(1100);
    // No additional step defined: the first cost covers any quantity.
    expect(freightCost(template, '540102', 9)).toEqual({ cost: 2000, free: false, rule: 1 });
  });

  it('ships free to free-shipping regions and charges nothing for nothing', () => {
    expect(freightCost(template, '310104', 10)).toEqual({ cost: 0, free: true, rule: -1 });
    expect(freightCost(template, '110101', 0).cost).toBe(0);
  });
});
