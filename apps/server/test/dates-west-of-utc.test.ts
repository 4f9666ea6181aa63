import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeRange } from '../src/lib/list.js';
import { dayBounds } from '../src/modules/dashboard/days.js';
import { call, createTestApp, type TestApp, tokenFor } from './helpers.js';

/**
 * Local days and hours of 9999-12-31 on a server west of UTC: their instants reach into year 10000,
 * whose ISO text (`+010000-…`) PostgreSQL refuses and which sorts before every date as stored text.
 */
describe('the last day of 9999 on a server twelve hours west of UTC', () => {
  const zone = process.env.TZ;
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    process.env.TZ = 'Etc/GMT+12';
    t = await createTestApp();
    root = await tokenFor(t.app);
  });
  afterAll(async () => {
    await t.close();
    process.env.TZ = zone;
  });

  it('bounds filters and days with four-digit years only', () => {
    expect(new Date(9999, 11, 31, 23).toISOString()).toMatch(/^\+010000/);
    const bounds = [
      ...Object.values(timeRange('9999-12-31', '9999-12-31')),
      ...Object.values(timeRange('9999-12-31T23:59:59.999Z')),
      ...Object.values(dayBounds('9999-12-31')),
    ];
    for (const v of bounds) if (v !== undefined) expect(v).toMatch(/^\d{4}-/);
  });

  it('returns the statistics of that day per hour and its lists, never a 500', async () => {
    for (const kind of ['visit', 'pay', 'age_and_sex']) {
      for (const route of [`statistic/${kind}`, `statistic/${kind}/export`]) {
        const res = await call(t.app, 'GET', route, {
          token: root,
          query: { start: '9999-12-31', end: '9999-12-31' },
        });
        expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
    for (const query of [{ from: '9999-12-31' }, { from: '9999-12-31', to: '9999-12-31' }] as Record<
      string,
      string
    >[]) {
      const res = await call(t.app, 'GET', 'admin/log', { token: root, query });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.json().message.total).toBe(0);
    }
  });
});
