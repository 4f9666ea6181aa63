import type { Lang } from '../i18n/shape.js';
import { adminFields } from './admin-fields.js';
import { assetFormFields } from './asset-form-fields.js';
import { ASSET_RESOURCES, ASSET_TREES } from './assets.js';
import { CATALOG_RESOURCES, CATALOG_TREES } from './catalog.js';
import type { Resource } from './define.js';
import { type FieldSet, withFieldSetTexts } from './field-set.js';
import { goodFields } from './good-fields.js';
import { memberFields } from './member-fields.js';
import { orderFields } from './order-fields.js';
import { SALES_RESOURCES } from './sales.js';
import { SYSTEM_RESOURCES } from './system.js';
import { SYSTEM_TREES } from './system-trees.js';
import { resourceCatalogs } from './texts.js';
import type { TreeResource } from './tree.js';

export * from './admin-fields.js';
export * from './asset-form-fields.js';
export * from './assets.js';
export * from './catalog.js';
export * from './define.js';
export * from './field-set.js';
export * from './fields.js';
export * from './good-fields.js';
export * from './member-fields.js';
export * from './order-fields.js';
export * from './sales.js';
export * from './system.js';
export * from './system-trees.js';
export * from './texts.js';
export * from './tree.js';
export * from './units.js';

/**
 * Every plain resource: the server registers their routes, the permission registry their pages, the web
 * their list pages, forms and API clients, the catalogs their texts. A domain's file declares its own.
 */
export const RESOURCES: readonly Resource[] = [
  ...CATALOG_RESOURCES,
  ...SALES_RESOURCES,
  ...ASSET_RESOURCES,
  ...SYSTEM_RESOURCES,
];

/**
 * Every tree resource: the permission registry places their pages, the web derives their tree pages,
 * forms and API clients, the catalogs take their texts. Their server routes stay their own (levels,
 * moves and what a delete must check differ), with the schemas of the declaration.
 */
export const TREE_RESOURCES: readonly TreeResource[] = [...CATALOG_TREES, ...ASSET_TREES, ...SYSTEM_TREES];

/** Trees first: a plain resource's menu entry may follow a tree's page (brands after categories). */
export const DECLARED_RESOURCES: readonly Resource[] = [...TREE_RESOURCES, ...RESOURCES];

/**
 * Every set of declared fields of a page that keeps its own components: the catalogs join their texts
 * to the page's section, which the page and the server's validation messages read.
 */
export const FIELD_SETS: readonly FieldSet[] = [
  goodFields,
  orderFields,
  assetFormFields,
  memberFields,
  adminFields,
];

/**
 * `catalog` (a language's UI catalog) with the declared resources' page titles (`route.*`) and texts
 * (`resources.<name>.*`) added, and the declared field sets' texts in their sections: the one way the
 * contract's catalogs, the web's language chunks and the server's field labels take them.
 */
export function withResourceTexts<C extends { route: object; resources: object }>(catalog: C, lang: Lang): C {
  const declared = resourceCatalogs(DECLARED_RESOURCES, lang);
  return withFieldSetTexts(
    {
      ...catalog,
      route: { ...catalog.route, ...declared.route },
      resources: { ...catalog.resources, ...declared.resources },
    },
    FIELD_SETS,
    lang,
  );
}

/**
 * Only what {@link withResourceTexts} adds in `lang`, as a catalog of its own: merged key by key into the
 * UI catalog it gives that catalog's result. The web loads it with the signed-in pages, so that the
 * login page does not fetch the declarations (and zod with them) for texts it never shows.
 */
export function declaredTexts(lang: Lang): Record<string, unknown> {
  return withResourceTexts({ route: {}, resources: {} }, lang);
}
