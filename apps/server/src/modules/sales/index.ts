import type { FastifyInstance } from 'fastify';
import { dhlRoutes } from './dhl/routes.js';

/** Sales (DESIGN §4): logistics companies; orders, members and freight follow. */
export async function salesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dhlRoutes);
}
