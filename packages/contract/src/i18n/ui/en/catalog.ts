import type { CatalogShape } from '../../shape.js';
import type { catalog as zh } from '../zh/catalog.js';

/** Web UI texts of the shop catalogue pages (en). */
export const catalog: CatalogShape<typeof zh> = {
  brand: {
    createTitle: 'New brand',
    editTitle: 'Edit brand',
    fields: {
      id: 'ID',
      name: 'Name',
      logo: 'Logo',
      sort: 'Sort',
      goods_count: 'Goods',
      keyword: 'Name',
      created_at: 'Created',
    },
  },
  specificationGroup: {
    createTitle: 'New specification group',
    editTitle: 'Edit specification group',
    fields: {
      id: 'ID',
      name: 'Name',
      sort: 'Sort',
      specifications_count: 'Specifications',
      keyword: 'Name',
      created_at: 'Created',
    },
  },
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
  banner: {
    createTitle: 'New banner',
    editTitle: 'Edit banner',
    types: { 0: 'Index banner', 1: 'Index advertising', 2: 'Landing advertisement', 3: 'Link' },
    states: { 0: 'Disabled', 1: 'Enabled' },
    fields: {
      id: 'ID',
      name: 'Name',
      image: 'Image',
      url: 'Link',
      type: 'Type',
      state: 'State',
      sort: 'Sort',
      keyword: 'Name',
      created_at: 'Created',
    },
  },
};
