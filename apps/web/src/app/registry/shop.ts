import { lazyPage, type PageMap } from './types';

/** Pages of the Shop group. */
export const shopPages: PageMap = {
  FreightList: lazyPage(
    () => import('../../pages/shop/freight/FreightListPage'),
    (m) => m.FreightListPage,
  ),
  FreightCreate: lazyPage(
    () => import('../../pages/shop/freight/FreightPages'),
    (m) => m.FreightCreatePage,
  ),
  FreightEdit: lazyPage(
    () => import('../../pages/shop/freight/FreightPages'),
    (m) => m.FreightEditPage,
  ),
  MemberList: lazyPage(
    () => import('../../pages/shop/member/MemberListPage'),
    (m) => m.MemberListPage,
  ),
  IndentList: lazyPage(
    () => import('../../pages/shop/indent/IndentListPage'),
    (m) => m.IndentListPage,
  ),
  IndentDetail: lazyPage(
    () => import('../../pages/shop/indent/IndentDetailPage'),
    (m) => m.IndentDetailPage,
  ),
  GoodCreate: lazyPage(
    () => import('../../pages/shop/good/form/GoodCreatePage'),
    (m) => m.GoodCreatePage,
  ),
  GoodEdit: lazyPage(
    () => import('../../pages/shop/good/form/GoodEditPage'),
    (m) => m.GoodEditPage,
  ),
  GoodList: lazyPage(
    () => import('../../pages/shop/good/list/GoodListPage'),
    (m) => m.GoodListPage,
  ),
  GoodDetail: lazyPage(
    () => import('../../pages/shop/good/detail/GoodDetailPage'),
    (m) => m.GoodDetailPage,
  ),
  SpecificationList: lazyPage(
    () => import('../../pages/shop/specification/SpecificationListPage'),
    (m) => m.SpecificationListPage,
  ),
};
