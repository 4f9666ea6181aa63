import type { FastifyInstance } from 'fastify';

/** The shop catalogue (DESIGN §4): one plugin per resource. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
