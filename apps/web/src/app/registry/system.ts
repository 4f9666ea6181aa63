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
  AdminLogList: lazyPage(
    () => import('../../pages/system/admin-log/AdminLogListPage'),
    (m) => m.AdminLogListPage,
  ),
  PlugInList: lazyPage(
    () => import('../../pages/system/plug-in/PlugInListPage'),
    (m) => m.PlugInListPage,
  ),
  PlugInCreate: lazyPage(
    () => import('../../pages/system/plug-in/PlugInCreatePage'),
    (m) => m.PlugInCreatePage,
  ),
  PlugInEdit: lazyPage(
    () => import('../../pages/system/plug-in/PlugInEditPage'),
    (m) => m.PlugInEditPage,
  ),
  ConfigDetail: lazyPage(
    () => import('../../pages/system/config/ConfigDetailPage'),
    (m) => m.ConfigDetailPage,
  ),
  BackupList: lazyPage(
    () => import('../../pages/system/backup/BackupListPage'),
    (m) => m.BackupListPage,
  ),
  MediaList: lazyPage(
    () => import('../../pages/system/media/MediaListPage'),
    (m) => m.MediaListPage,
  ),
  UpdateDetail: lazyPage(
    () => import('../../pages/system/update/UpdateDetailPage'),
    (m) => m.UpdateDetailPage,
  ),
  PageDesignDetail: lazyPage(
    () => import('../../pages/system/page-design/PageDesignDetailPage'),
    (m) => m.PageDesignDetailPage,
  ),
  DevelopDocumentDetail: lazyPage(
    () => import('../../pages/system/develop-document/DevelopDocumentDetailPage'),
    (m) => m.DevelopDocumentDetailPage,
  ),
  ApiDocumentDetail: lazyPage(
    () => import('../../pages/system/api-document/ApiDocumentDetailPage'),
    (m) => m.ApiDocumentDetailPage,
  ),
};
