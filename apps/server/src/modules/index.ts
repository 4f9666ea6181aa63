import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.js';
import { assetRoutes } from './assets/assets/routes.js';
import { assetFormRoutes } from './assets/forms/routes.js';
import { assetReferenceRoutes } from './assets/reference/routes.js';
import { assetTaskRoutes } from './assets/tasks/routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { catalogRoutes } from './catalog/index.js';
import { salesRoutes } from './sales/index.js';
import { adminLogRoutes } from './system/admin-log/routes.js';
import { adminRoutes } from './system/admins/routes.js';
import { backupRoutes } from './system/backups/routes.js';
import { configRoutes } from './system/config/routes.js';
import { departmentRoutes } from './system/departments/routes.js';
import { docsRoutes } from './system/docs/routes.js';
import { jobRoutes } from './system/jobs/routes.js';
import { langRoutes } from './system/lang-routes.js';
import { languageRoutes } from './system/languages/routes.js';
import { noticeRoutes } from './system/notices/routes.js';
import { openApiPlugin } from './system/openapi/plugin.js';
import { pageDesignRoutes } from './system/page-design/routes.js';
import { pluginRoutes } from './system/plugins/routes.js';
import { powerRoutes } from './system/powers/routes.js';
import { regionRoutes } from './system/regions/routes.js';
import { roleRoutes } from './system/roles/routes.js';
import { updateRoutes } from './system/update/routes.js';
import { uploadRoutes } from './upload/routes.js';

/** Every domain module's routes, mounted under the admin API root. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: it documents every route registered after it (GET openapi.json).
  await app.register(openApiPlugin);
  await app.register(langRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(uploadRoutes);
  await app.register(adminRoutes);
  await app.register(adminLogRoutes);
  await app.register(roleRoutes);
  await app.register(powerRoutes);
  await app.register(languageRoutes);
  await app.register(regionRoutes);
  await app.register(departmentRoutes);
  await app.register(assetReferenceRoutes);
  await app.register(assetRoutes);
  await app.register(assetFormRoutes);
  await app.register(assetTaskRoutes);
  await app.register(pluginRoutes);
  await app.register(configRoutes);
  await app.register(updateRoutes);
  await app.register(noticeRoutes);
  await app.register(pageDesignRoutes);
  await app.register(docsRoutes);
  await app.register(jobRoutes);
  await app.register(backupRoutes);
  await app.register(catalogRoutes);
  await app.register(salesRoutes);
}
