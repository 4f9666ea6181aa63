import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Probes for a load balancer or orchestrator, outside the admin API and without a session:
 * `GET /livez` responds while the process serves requests (no work at all: the bench's in-server bare
 * route), `GET /readyz` only while the database responds too (503 otherwise).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
