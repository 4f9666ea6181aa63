import type { CatalogShape } from '../../shape.js';
import type { category as zh } from '../zh/category.js';

/** Web UI texts of the shop category page (en). */
export const category: CatalogShape<typeof zh> = {
  dragMode: 'Reorder by dragging',
  dragHelp: 'Drag a category to change its order or move it under another; it is saved when dropped.',
  doneDragging: 'Done',
  searchPlaceholder: 'Search category names',
};
