import { okSchema, statPointSchema, statQuerySchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { payPoints } from './pay.js';
import { statDays } from './range.js';
import { visitPoints } from './visit.js';

const points = { 200: okSchema(z.array(statPointSchema)) };

/** Statistics (StatisticsVisitList, StatisticsPayList): points `{series, date, value}` over a day range. */
export async function statisticRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/statistic/visit',
    {
      config: { permission: 'StatisticsVisitList' },
      schema: { querystring: statQuerySchema, response: points },
    },
    async (request) => ok(await visitPoints(app.db, statDays(request.query))),
  );
  app.get(
    '/statistic/pay',
    {
      config: { permission: 'StatisticsPayList' },
      schema: { querystring: statQuerySchema, response: points },
    },
    async (request) => ok(await payPoints(app.db, statDays(request.query))),
  );
}
