import type { FastifyInstance } from 'fastify';
import { bannerRoutes } from './banners/routes.js';
import { brandRoutes } from './brands/routes.js';
import { categoryRoutes } from './categories/routes.js';
import { goodRoutes } from './goods/routes.js';
import { specificationGroupRoutes } from './specification-groups/routes.js';
import { specificationRoutes } from './specifications/routes.js';

/** The shop catalogue (docs/shop-catalogue.md): one plugin per resource. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(brandRoutes);
  await app.register(specificationGroupRoutes);
  await app.register(specificationRoutes);
  await app.register(categoryRoutes);
  await app.register(bannerRoutes);
  await app.register(goodRoutes);
}
