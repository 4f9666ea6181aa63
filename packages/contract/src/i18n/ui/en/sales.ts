import type { CatalogShape } from '../../shape.js';
import type { sales as zh } from '../zh/sales.js';

/** Web UI texts of the sales pages (en). */
export const sales: CatalogShape<typeof zh> = {
  dhl: {
    createTitle: 'New logistics company',
    editTitle: 'Edit logistics company',
    default: 'Default',
    enabled: 'Enabled',
    disabled: 'Disabled',
    fields: {
      id: 'ID',
      name: 'Name',
      abbreviation: 'Abbreviation',
      state: 'State',
      is_default: 'Default',
      sort: 'Sort',
      keyword: 'Name or abbreviation',
    },
  },
};
