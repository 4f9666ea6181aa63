import type { CatalogShape } from '../../shape.js';
import type { goods as zh } from '../zh/goods.js';

/** Web UI texts of the shop goods pages (en). */
export const goods: CatalogShape<typeof zh> = {};
