import { lazyPage, type PageMap } from './types';

/** Pages of the Home group and the constant in-layout routes. */
export const homePages: PageMap = {
  Dashboard: lazyPage(
    () => import('../../pages/home/dashboard/DashboardPage'),
    (m) => m.DashboardPage,
  ),
  Notifications: lazyPage(
    () => import('../../pages/account/notifications/NotificationsPage'),
    (m) => m.NotificationsPage,
  ),
  ContentInfo: lazyPage(
    () => import('../../pages/content/info/ContentInfoPage'),
    (m) => m.ContentInfoPage,
  ),
};
