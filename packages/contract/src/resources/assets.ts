import type { Resource } from './define.js';

/** The plain resources of asset management (each declared once; see define.ts). */
export const ASSET_RESOURCES: readonly Resource[] = [];
