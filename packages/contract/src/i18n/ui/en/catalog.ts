import type { CatalogShape } from '../../shape.js';
import type { catalog as zh } from '../zh/catalog.js';

/** Web UI texts of the shop catalogue pages (en). */
export const catalog: CatalogShape<typeof zh> = {
  specification: {
    createTitle: 'New specification',
    editTitle: 'Edit specification',
    valuesHelp: 'One value per line',
    more: '+{{count}}',
    types: { 0: 'Text', 1: 'Single choice', 2: 'Multiple choice' },
    locations: { 0: 'Parameter page', 1: 'Detail page', 2: 'Parameter and detail page' },
    fields: {
      id: 'ID',
      name: 'Name',
      label: 'Label',
      group_id: 'Group',
      type: 'Type',
      location: 'Display position',
      values: 'Values',
      is_search: 'Searchable',
      sort: 'Sort',
      keyword: 'Name or label',
    },
  },
};
