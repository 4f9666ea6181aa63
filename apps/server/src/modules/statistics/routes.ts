import { okSchema, type StatKind, type StatPoint, statPointSchema, statQuerySchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { ageSexPoints } from './age-sex.js';
import { statExportName, statWorkbook } from './export.js';
import { payPoints } from './pay.js';
import { statDays } from './range.js';
import { visitPoints } from './visit.js';

const points = { 200: okSchema(z.array(statPointSchema)) };

/** Each statistic: the permission of its page, and its points over local days. */
const STATISTICS: Record<
  StatKind,
  { permission: string; points: (db: Db, days: string[]) => Promise<StatPoint[]> }
> = {
  visit: { permission: 'StatisticsVisitList', points: visitPoints },
  pay: { permission: 'StatisticsPayList', points: payPoints },
  age_and_sex: { permission: 'StatisticsAgeAndSexList', points: (db, days) => ageSexPoints(db, days) },
};

/**
 * Statistics (StatisticsVisitList, StatisticsPayList, StatisticsAgeAndSexList): `GET statistic/{kind}`
 * returns points `{series, date, value}` over a day range; `GET statistic/{kind}/export` the same as an
 * XLSX workbook, with the same query and permission.
 */
export async function statisticRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [kind, statistic] of Object.entries(STATISTICS) as [StatKind, (typeof STATISTICS)[StatKind]][]) {
    const config = { permission: statistic.permission };
    app.get(
      `/statistic/${kind}`,
      { config, schema: { querystring: statQuerySchema, response: points } },
      async (request) => ok(await statistic.points(app.db, statDays(request.query))),
    );
    app.get(
      `/statistic/${kind}/export`,
      { config, schema: { querystring: statQuerySchema } },
      async (request, reply) => {
        const days = statDays(request.query);
        const file = await statWorkbook(kind, await statistic.points(app.db, days), request.lang);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${statExportName(kind, days)}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  }
}
