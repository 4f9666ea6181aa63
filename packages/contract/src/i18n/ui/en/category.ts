import type { CatalogShape } from '../../shape.js';
import type { category as zh } from '../zh/category.js';

/** Web UI texts of the shop category page (en). */
export const category: CatalogShape<typeof zh> = {
  createTitle: 'New category',
  editTitle: 'Edit category',
  addChild: 'Add sub-category',
  top: 'Top level',
  dragMode: 'Reorder by dragging',
  dragHelp: 'Drag a category to change its order or move it under another; it is saved when dropped.',
  doneDragging: 'Done',
  searchPlaceholder: 'Search category names',
  fields: {
    id: 'ID',
    name: 'Name',
    pid: 'Parent category',
    icon: 'Icon',
    sort: 'Sort',
    visible: 'Visible',
    recommend: 'Recommend on home',
    goods_count: 'Goods',
    specification_ids: 'Linked specifications',
    brand_ids: 'Linked brands',
  },
};
