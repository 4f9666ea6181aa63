import { categoryResource } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { declaredLabels, labelledAs } from '../../http/field-labels.js';
import { categoryRoutes } from './categories/routes.js';
import { goodRoutes } from './goods/routes.js';
import { specificationRoutes } from './specifications/routes.js';

/**
 * The shop catalogue (docs/shop-catalogue.md): one plugin per resource; brands, specification groups and
 * banners are declared resources (modules/resources).
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(labelledAs(specificationRoutes, 'catalog.specification'));
  await app.register(labelledAs(categoryRoutes, declaredLabels(categoryResource)));
  await app.register(labelledAs(goodRoutes, 'goodForm', 'goods'));
}
