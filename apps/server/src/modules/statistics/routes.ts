import {
  okSchema,
  STAT_PAGES,
  type StatKind,
  type StatPoint,
  statPointSchema,
  statQuerySchema,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { scopeOf } from '../assets/index.js';
import { ageSexPoints } from './age-sex.js';
import { assetPoints } from './assets.js';
import { statExportName, statWorkbook } from './export.js';
import { memberPoints } from './members.js';
import { payPoints } from './pay.js';
import { statDays } from './range.js';
import { regionPoints } from './regions.js';
import { visitPoints } from './visit.js';

const points = { 200: okSchema(z.array(statPointSchema)) };

type Read = (db: Db, days: string[], request: FastifyRequest) => Promise<StatPoint[]>;

/** Each statistic's points over local days (its permission is its page's, from the contract). */
const STATISTICS: Record<StatKind, Read> = {
  visit: (db, days) => visitPoints(db, days),
  pay: (db, days) => payPoints(db, days),
  age_and_sex: (db, days) => ageSexPoints(db, days),
  members: (db, days) => memberPoints(db, days),
  regions: (db, days) => regionPoints(db, days),
  // Idle and overdue assets are counted within the caller's data scope.
  assets: async (db, days, request) => assetPoints(db, days, await scopeOf(db, request.auth)),
};

/**
 * Statistics (the pages of `STAT_PAGES`): `GET statistic/{kind}`
 * returns points `{series, date, value}` over a day range; `GET statistic/{kind}/export` the same as an
 * XLSX workbook, with the same query and permission.
 */
export async function statisticRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [kind, read] of Object.entries(STATISTICS) as [StatKind, Read][]) {
    const config = { permission: STAT_PAGES[kind] };
    app.get(
      `/statistic/${kind}`,
      { config, schema: { querystring: statQuerySchema, response: points } },
      async (request) => ok(await read(app.db, statDays(request.query), request)),
    );
    app.get(
      `/statistic/${kind}/export`,
      { config, schema: { querystring: statQuerySchema } },
      async (request, reply) => {
        const days = statDays(request.query);
        const file = await statWorkbook(kind, await read(app.db, days, request), request.lang);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${statExportName(kind, days)}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  }
}
