import { lazyPage, type PageMap } from './types';

/** Pages of the System group. */
export const systemPages: PageMap = {
  AdminList: lazyPage(
    () => import('../../pages/system/admin/AdminListPage'),
    (m) => m.AdminListPage,
  ),
  ManageList: lazyPage(
    () => import('../../pages/system/manage/ManageListPage'),
    (m) => m.ManageListPage,
  ),
  PowerList: lazyPage(
    () => import('../../pages/system/power/PowerListPage'),
    (m) => m.PowerListPage,
  ),
  AdminLogList: lazyPage(
    () => import('../../pages/system/admin-log/AdminLogListPage'),
    (m) => m.AdminLogListPage,
  ),
  LanguageList: lazyPage(
    () => import('../../pages/system/language/LanguageListPage'),
    (m) => m.LanguageListPage,
  ),
};
