import type { CatalogShape } from '../../shape.js';
import type { goodForm as zh } from '../zh/goodForm.js';

/** Web UI texts of the goods create/edit form (en). */
export const goodForm: CatalogShape<typeof zh> = {};
