import type { CatalogShape } from '../../shape.js';
import type { assets as zh } from '../zh/assets.js';

/** Web UI texts of the asset pages (en). */
export const assets: CatalogShape<typeof zh> = {
  place: {
    fields: {
      name: 'Name',
      code: 'Code',
      pid: 'Inside',
      level: 'Level',
      capacity: 'Capacity',
      remark: 'Remark',
      sort: 'Sort',
    },
    levels: { '1': 'Warehouse', '2': 'Zone', '3': 'Shelf' },
    addChild: { '1': 'Add zone', '2': 'Add shelf' },
    top: 'None (a warehouse)',
    createTitle: 'New place',
    editTitle: 'Edit place',
    codeHint: 'Letters, digits and dashes; printed on labels, unique',
    capacityHint: 'How many assets it holds; 0 for no limit',
  },
};
