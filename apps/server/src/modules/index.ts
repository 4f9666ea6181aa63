import { powerResource, regionResource } from '@bo/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { declaredLabels, labelledAs } from '../http/field-labels.js';
import { accountRoutes } from './account/routes.js';
import { assetRoutes } from './assets/assets/routes.js';
import { assetFormRoutes } from './assets/forms/routes.js';
import { assetImportRoutes } from './assets/import/routes.js';
import { assetReferenceRoutes } from './assets/reference/routes.js';
import { assetTaskRoutes } from './assets/tasks/routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { listExportRoutes } from './exports/routes.js';
import { largeScreenRoutes } from './large-screen/routes.js';
import { mediaRoutes } from './media/routes.js';
import { notificationRoutes } from './notifications/index.js';
import { resourceRoutes } from './resources/routes.js';
import { salesRoutes } from './sales/routes.js';
import { statisticRoutes } from './statistics/routes.js';
import { adminLogRoutes } from './system/admin-log/routes.js';
import { adminRoutes } from './system/admins/routes.js';
import { backupRoutes } from './system/backups/routes.js';
import { configRoutes } from './system/config/routes.js';
import { departmentRoutes } from './system/departments/routes.js';
import { docsRoutes } from './system/docs/routes.js';
import { jobRoutes } from './system/jobs/routes.js';
import { languageRoutes } from './system/languages/routes.js';
import { noticeRoutes } from './system/notices/routes.js';
import { openApiPlugin } from './system/openapi/plugin.js';
import { pageDesignRoutes } from './system/page-design/routes.js';
import { pluginRoutes } from './system/plugins/routes.js';
import { powerRoutes } from './system/powers/routes.js';
import { regionRoutes } from './system/regions/routes.js';
import { retiredRoutes } from './system/retired-routes.js';
import { roleRoutes } from './system/roles/routes.js';
import { updateRoutes } from './system/update/routes.js';
import { uploadRoutes } from './upload/routes.js';
import { savedViewRoutes } from './views/routes.js';

/**
 * Each module's routes, in registration order, with the module's name (its folder here): the tag of
 * its operations in the OpenAPI document, so a client generator groups them the way the code does.
 */
const MODULES: readonly (readonly [string, FastifyPluginAsync])[] = [
  ['system', languageRoutes],
  ['auth', authRoutes],
  ['account', accountRoutes],
  ['notifications', notificationRoutes],
  ['upload', uploadRoutes],
  ['media', mediaRoutes],
  ['system', labelledAs(adminRoutes, 'resources.admin')],
  ['system', labelledAs(adminLogRoutes, 'resources.adminLog')],
  ['system', labelledAs(roleRoutes, 'resources.manage')],
  ['system', labelledAs(powerRoutes, declaredLabels(powerResource))],
  ['system', labelledAs(regionRoutes, declaredLabels(regionResource))],
  ['system', departmentRoutes],
  ['assets', assetReferenceRoutes],
  ['assets', labelledAs(assetRoutes, 'assets.asset')],
  ['assets', labelledAs(assetFormRoutes, 'assetForms')],
  ['assets', assetTaskRoutes],
  ['assets', assetImportRoutes],
  ['system', labelledAs(pluginRoutes, 'resources.plugin')],
  ['system', labelledAs(configRoutes, 'resources.config')],
  ['system', updateRoutes],
  ['system', noticeRoutes],
  ['system', labelledAs(pageDesignRoutes, 'design')],
  ['system', docsRoutes],
  ['system', jobRoutes],
  ['views', labelledAs(savedViewRoutes, 'views')],
  ['system', backupRoutes],
  ['catalog', catalogRoutes],
  ['sales', salesRoutes],
  ['resources', resourceRoutes],
  ['dashboard', dashboardRoutes],
  ['large-screen', largeScreenRoutes],
  ['statistics', statisticRoutes],
  ['exports', listExportRoutes],
  // Last: each retired path takes the permission of the route that replaced it.
  ['system', retiredRoutes],
];

/** Every domain module's routes, mounted under the admin API root. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: it documents every route registered after it (GET openapi.json).
  await app.register(openApiPlugin);
  for (const [module, routes] of MODULES)
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, module };
      });
      await scope.register(routes);
    });
}
