import { RESOURCES } from '@bo/contract';
import { lazyPage, type PageMap } from './types';

/** The list page of every declared resource, by its page name: one shared chunk, bound to the declaration. */
export const resourcePages: PageMap = Object.fromEntries(
  RESOURCES.map((resource) => [
    resource.page,
    lazyPage(
      () => import('../../components/resource/declared/DeclaredListPage'),
      (m) => m.DeclaredListPage.bind(null, { resource }),
    ),
  ]),
);
