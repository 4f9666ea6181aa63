import type { Resource } from './define.js';

/** The plain resources of the shop catalogue (each declared once; see define.ts). */
export const CATALOG_RESOURCES: readonly Resource[] = [];
