import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { langRoutes } from './system/lang-routes.js';
import { uploadRoutes } from './upload/routes.js';

/** Every domain module's routes, mounted under the admin API root. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(langRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(uploadRoutes);
}
