import { ASSET_RESOURCES } from './assets.js';
import { CATALOG_RESOURCES } from './catalog.js';
import type { Resource } from './define.js';

export * from './define.js';
export * from './texts.js';

/**
 * Every plain resource: the server registers their routes, the permission registry their pages, the web
 * their list pages, forms and API clients, the catalogs their texts. A domain's file declares its own.
 */
export const RESOURCES: readonly Resource[] = [...CATALOG_RESOURCES, ...ASSET_RESOURCES];

/** The declared resource named `name`, if any. */
export function findResource(name: string): Resource | undefined {
  return RESOURCES.find((resource) => resource.name === name);
}
