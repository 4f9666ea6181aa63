import type { FastifyInstance } from 'fastify';
import { dhlRoutes } from './dhl/routes.js';
import { freightRoutes } from './freight/routes.js';

/** Sales (DESIGN §4): logistics companies and freight templates; orders and members follow. */
export async function salesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dhlRoutes);
  await app.register(freightRoutes);
}
