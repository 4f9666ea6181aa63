import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { adminLogRoutes } from './system/admin-log/routes.js';
import { adminRoutes } from './system/admins/routes.js';
import { langRoutes } from './system/lang-routes.js';
import { languageRoutes } from './system/languages/routes.js';
import { powerRoutes } from './system/powers/routes.js';
import { roleRoutes } from './system/roles/routes.js';
import { uploadRoutes } from './upload/routes.js';

/** Every domain module's routes, mounted under the admin API root. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(langRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(uploadRoutes);
  await app.register(adminRoutes);
  await app.register(adminLogRoutes);
  await app.register(roleRoutes);
  await app.register(powerRoutes);
  await app.register(languageRoutes);
}
