import type { FastifyInstance } from 'fastify';
import { goodRoutes } from './goods/routes.js';

/** The shop catalogue (DESIGN §4): one plugin per resource. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(goodRoutes);
}
