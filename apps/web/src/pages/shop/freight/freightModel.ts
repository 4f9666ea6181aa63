import type { FreightCharge, FreightInput, FreightRegion, FreightRow } from '@bo/contract';
import { toCents } from '../good/form/formModel';

/** A charge as the form edits it: money in yuan. */
export interface ChargeValues {
  first_piece?: number | null;
  first_cost?: number | null;
  add_piece?: number | null;
  add_cost?: number | null;
}

export interface FreightFormValues {
  name: string;
  valuation: 0 | 1 | 2;
  default_rule: ChargeValues;
  rules: (ChargeValues & { regions?: FreightRegion[] })[];
  free_regions: FreightRegion[];
  origin: string;
}

const chargeValues = (c: FreightCharge): ChargeValues => ({
  first_piece: c.first_piece,
  first_cost: c.first_cost / 100,
  add_piece: c.add_piece,
  add_cost: c.add_cost / 100,
});

const charge = (v: ChargeValues | undefined) => ({
  first_piece: v?.first_piece ?? 0,
  first_cost: toCents(v?.first_cost) ?? 0,
  add_piece: v?.add_piece ?? 0,
  add_cost: toCents(v?.add_cost) ?? 0,
});

export function freightValues(row: FreightRow | null): FreightFormValues {
  if (!row) {
    return {
      name: '',
      valuation: 0,
      default_rule: { first_piece: 1, first_cost: 0, add_piece: 1, add_cost: 0 },
      rules: [],
      free_regions: [],
      origin: '',
    };
  }
  return {
    name: row.name,
    valuation: row.valuation as FreightFormValues['valuation'],
    default_rule: chargeValues(row.default_rule),
    rules: row.rules.map((r) => ({ ...chargeValues(r), regions: r.regions })),
    free_regions: row.free_regions,
    origin: row.origin,
  };
}

/** The contract body (money in cents). */
export function freightPayload(v: FreightFormValues, version?: number): FreightInput {
  return {
    name: v.name ?? '',
    valuation: v.valuation ?? 0,
    default_rule: charge(v.default_rule),
    rules: (v.rules ?? []).map((r) => ({ ...charge(r), regions: r?.regions ?? [] })),
    free_regions: v.free_regions ?? [],
    origin: v.origin ?? '',
    ...(version === undefined ? {} : { version }),
  };
}
