import type { Lang } from '../i18n/shape.js';
import { ASSET_RESOURCES } from './assets.js';
import { CATALOG_RESOURCES } from './catalog.js';
import type { Resource } from './define.js';
import { SALES_RESOURCES } from './sales.js';
import { resourceCatalogs } from './texts.js';

export * from './assets.js';
export * from './catalog.js';
export * from './define.js';
export * from './fields.js';
export * from './sales.js';
export * from './texts.js';

/**
 * Every plain resource: the server registers their routes, the permission registry their pages, the web
 * their list pages, forms and API clients, the catalogs their texts. A domain's file declares its own.
 */
export const RESOURCES: readonly Resource[] = [...CATALOG_RESOURCES, ...SALES_RESOURCES, ...ASSET_RESOURCES];

/**
 * `catalog` (a language's UI catalog) with the declared resources' page titles (`route.*`) and texts
 * (`resources.<name>.*`) added: the one way both the contract's catalogs and the web's language chunks
 * take them.
 */
export function withResourceTexts<C extends { route: object; resources: object }>(catalog: C, lang: Lang): C {
  const declared = resourceCatalogs(RESOURCES, lang);
  return {
    ...catalog,
    route: { ...catalog.route, ...declared.route },
    resources: { ...catalog.resources, ...declared.resources },
  };
}
