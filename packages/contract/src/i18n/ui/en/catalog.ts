import type { CatalogShape } from '../../shape.js';
import type { catalog as zh } from '../zh/catalog.js';

/** Web UI texts of the shop catalog pages (en). */
export const catalog: CatalogShape<typeof zh> = {};
