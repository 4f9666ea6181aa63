import { lazyPage, type PageMap } from './types';

const lists = () => import('../../pages/assets/asset/list/pages');

/** Pages of the Assets group (the asset forms and tasks are in `assetForms.ts`). */
export const assetPages: PageMap = {
  AssetsList: lazyPage(lists, (m) => m.AssetsList),
  SelfAssetsList: lazyPage(lists, (m) => m.SelfAssetsList),
  PublicAssetsList: lazyPage(lists, (m) => m.PublicAssetsList),
  ResourceList: lazyPage(lists, (m) => m.ResourceList),
  SelfAssetsCreate: lazyPage(
    () => import('../../pages/assets/asset/form/AssetCreatePage'),
    (m) => m.AssetCreatePage,
  ),
  AssetsDetail: lazyPage(
    () => import('../../pages/assets/asset/detail/AssetDetailPage'),
    (m) => m.AssetDetailPage,
  ),
  AllList: lazyPage(
    () => import('../../pages/assets/asset/ledger/AssetLedgerPage'),
    (m) => m.AssetLedgerPage,
  ),
};
