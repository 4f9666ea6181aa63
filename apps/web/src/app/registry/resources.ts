import { RESOURCES, TREE_RESOURCES } from '@bo/contract';
import { lazyPage, type PageMap } from './types';

/** Plain pages that add to what their declaration gives (languages: their catalogs). */
const ownPlainPages: PageMap = {
  LanguageList: lazyPage(
    () => import('../../pages/system/language/LanguageListPage'),
    (m) => m.LanguageListPage,
  ),
};

/**
 * The list page of every declared resource, by its page name: one shared chunk, bound to the
 * declaration; its own page where it has one.
 */
const plainPages: PageMap = Object.fromEntries(
  RESOURCES.map((resource) => [
    resource.page,
    ownPlainPages[resource.page] ??
      lazyPage(
        () => import('../../components/resource/declared/DeclaredListPage'),
        (m) => m.DeclaredListPage.bind(null, { resource }),
      ),
  ]),
);

/**
 * Tree pages that add to what their declaration gives (categories: a drag mode to reorder;
 * permissions: "refresh permissions").
 */
const ownTreePages: PageMap = {
  CategoryList: lazyPage(
    () => import('../../pages/shop/category/CategoryListPage'),
    (m) => m.CategoryListPage,
  ),
  PowerList: lazyPage(
    () => import('../../pages/system/power/PowerListPage'),
    (m) => m.PowerListPage,
  ),
};

/**
 * The tree page of every declared tree resource (a lazy one's loads level by level, a grouped one's
 * lists its groups beside the chosen one's tree), its own page where it has one.
 */
const treePages: PageMap = Object.fromEntries(
  TREE_RESOURCES.map((resource) => [
    resource.page,
    ownTreePages[resource.page] ??
      (resource.tree.groups
        ? lazyPage(
            () => import('../../components/resource/declared/GroupedTreePage'),
            (m) => m.GroupedTreePage.bind(null, { resource }),
          )
        : resource.tree.lazy
          ? lazyPage(
              () => import('../../components/resource/declared/LazyTreePage'),
              (m) => m.LazyTreePage.bind(null, { resource }),
            )
          : lazyPage(
              () => import('../../components/resource/declared/DeclaredTreePage'),
              (m) => m.DeclaredTreePage.bind(null, { resource }),
            )),
  ]),
);

export const resourcePages: PageMap = { ...plainPages, ...treePages };
