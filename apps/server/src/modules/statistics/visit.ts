import type { StatPoint } from '@bo/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dayBounds } from '../dashboard/days.js';

/**
 * `GET statistic/visit`: per day, page views (`pv`), unique visitors (`uv`: members, or addresses of
 * guests) and the views of each source (`source:<name>`), read by indexed time ranges.
 */
export async function visitPoints(db: Db, days: string[]): Promise<StatPoint[]> {
  const points: StatPoint[] = [];
  for (const day of days) {
    const { from, to } = dayBounds(day);
    const inDay = db.selectFrom('goods_visits').where('created_at', '>=', from).where('created_at', '<', to);
    const [totals, sources] = await Promise.all([
      inDay
        .select([
          sql<number>`count(*)`.as('pv'),
          sql<number>`count(distinct coalesce(cast(member_id as varchar(16)), ip))`.as('uv'),
        ])
        .executeTakeFirstOrThrow(),
      inDay
        .select(['source', sql<number>`count(*)`.as('n')])
        .groupBy('source')
        .orderBy('source')
        .execute(),
    ]);
    points.push({ series: 'pv', date: day, value: Number(totals.pv) });
    points.push({ series: 'uv', date: day, value: Number(totals.uv) });
    for (const s of sources)
      points.push({ series: `source:${s.source || '-'}`, date: day, value: Number(s.n) });
  }
  return points;
}
