import type { FreightRow } from '@bo/contract';
import type { Selectable } from 'kysely';
import type { FreightsTable } from '../../../db/schema.js';

/** A stored template as the API shows it (its JSON parsed). */
export function presentFreight(row: Selectable<FreightsTable>): FreightRow {
  return {
    ...row,
    default_rule: JSON.parse(row.default_rule) as FreightRow['default_rule'],
    rules: JSON.parse(row.rules) as FreightRow['rules'],
    free_regions: JSON.parse(row.free_regions) as FreightRow['free_regions'],
  };
}
