import { lazyPage, type PageMap } from './types';

/** Pages of the Assets group. */
export const assetPages: PageMap = {
  PlaceList: lazyPage(
    () => import('../../pages/assets/place/PlaceListPage'),
    (m) => m.PlaceListPage,
  ),
};
