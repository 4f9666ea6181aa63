import type { FastifyInstance } from 'fastify';
import { labelledAs } from '../../http/field-labels.js';
import { freightRoutes } from './freight/routes.js';
import { memberRoutes } from './members/routes.js';
import { orderRoutes } from './orders/routes.js';

/** Sales: logistics companies, freight templates, members and orders. */
export async function salesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(labelledAs(freightRoutes, 'sales.freight'));
  await app.register(labelledAs(memberRoutes, 'members'));
  await app.register(labelledAs(orderRoutes, 'orders'));
}
