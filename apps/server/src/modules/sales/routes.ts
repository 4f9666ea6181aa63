import type { FastifyInstance } from 'fastify';
import { freightRoutes } from './freight/routes.js';
import { memberRoutes } from './members/routes.js';
import { orderRoutes } from './orders/routes.js';

/** Sales: logistics companies, freight templates, members and orders. */
export async function salesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(freightRoutes);
  await app.register(memberRoutes);
  await app.register(orderRoutes);
}
