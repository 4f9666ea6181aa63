import type { CatalogShape } from '../../shape.js';
import type { sales as zh } from '../zh/sales.js';

/** Web UI texts of the sales pages (en). */
export const sales: CatalogShape<typeof zh> = {
  freight: {
    createTitle: 'New freight template',
    editTitle: 'Edit freight template',
    valuations: { 0: 'By piece', 1: 'By weight', 2: 'By volume' },
    units: { 0: 'pcs', 1: 'kg', 2: 'm³' },
    defaultRule: 'Default charge (regions not listed)',
    regionRules: 'Regional charges',
    addRule: 'Add regions',
    removeRule: 'Remove',
    freeRegions: 'Free-shipping regions',
    pickRegions: 'Choose regions',
    pickDestination: 'Choose the destination',
    chargeHelp: 'First {{first}} {{unit}} for {{firstCost}}, each further {{add}} {{unit}} adds {{addCost}}',
    tryIt: 'Try it',
    quantity: 'Quantity',
    quote: 'Carriage: {{cost}}',
    quoteFree: 'Free shipping',
    quoteRule: '(regional charge {{n}})',
    quoteDefault: '(default charge)',
    saved: 'Freight template saved',
    back: 'Back to the list',
    fields: {
      id: 'ID',
      name: 'Template name',
      valuation: 'Valuation',
      first_piece: 'First units',
      first_cost: 'First cost (yuan)',
      add_piece: 'Additional units',
      add_cost: 'Additional cost (yuan)',
      regions: 'Regions',
      free_regions: 'Free-shipping regions',
      origin: 'Ships from',
      rules: 'Regional charges',
      updated_at: 'Last edited',
      keyword: 'Template name',
    },
  },
};
