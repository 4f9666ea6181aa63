import { GOOD_TYPES, type GoodValues } from '@bo/contract';

/** One SKU as stored: the goods' own unit when it has no specifications (`spec` empty). */
export interface SkuUnit {
  id?: number;
  spec: { key: string; value: string }[];
  price: number;
  market_price: number;
  cost_price: number;
  inventory: number;
  image: string;
  virtual_code: string;
  code_type: number | null;
  is_fixed: number;
  file: string;
  codes: { id?: number; name: string; code: string }[];
}

/**
 * The SKUs to store for the form's values: its SKUs, or one unit made of the goods' own price,
 * inventory and fulfilment. Fields that do not apply to the type are cleared.
 */
export function skuUnits(good: GoodValues): SkuUnit[] {
  const units =
    good.skus.length > 0
      ? good.skus.map((sku) => ({ ...sku, code_type: sku.code_type ?? null }))
      : [
          {
            spec: [],
            price: good.price,
            market_price: good.market_price,
            cost_price: good.cost_price,
            inventory: good.inventory,
            image: '',
            virtual_code: good.virtual_code,
            code_type: good.code_type ?? null,
            is_fixed: good.is_fixed,
            file: good.file,
            codes: good.codes,
          },
        ];
  return units.map((unit) => ({
    ...unit,
    virtual_code: good.type === GOOD_TYPES.virtual ? unit.virtual_code : '',
    code_type: good.type === GOOD_TYPES.card ? unit.code_type : null,
    is_fixed: good.type === GOOD_TYPES.card ? unit.is_fixed : 0,
    codes: good.type === GOOD_TYPES.card ? unit.codes : [],
    file: good.type === GOOD_TYPES.download ? unit.file : '',
  }));
}

/** The goods row's price figures and total inventory from its SKUs. */
export function totals(units: SkuUnit[]) {
  const prices = units.map((u) => u.price);
  const cheapest = units.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    price: cheapest.price,
    price_min: Math.min(...prices),
    price_max: Math.max(...prices),
    market_price: cheapest.market_price,
    cost_price: cheapest.cost_price,
    inventory: units.reduce((sum, u) => sum + u.inventory, 0),
  };
}

/** The master image first, then the others, without repeats. */
export function orderedImages(master: string, images: string[]): string[] {
  return [...new Set([master, ...images])];
}
