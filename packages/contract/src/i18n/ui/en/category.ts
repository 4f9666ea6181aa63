import type { CatalogShape } from '../../shape.js';
import type { category as zh } from '../zh/category.js';

/** Web UI texts of the shop category pages (en). */
export const category: CatalogShape<typeof zh> = {};
