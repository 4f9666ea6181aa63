import { SHOP_API_ROOT } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { installationSecret } from '../../src/security/installation-secret.js';
import { useTestApp } from '../app-fixture.js';

import { memberWithToken } from '../shop-helpers.js';
import type { FuzzCase } from './fuzz-cases.js';
import { changedTables, expectRefusal, type FuzzRoute, schemaRoutes, snapshot } from './fuzz-db.js';
import {
  EARLY_DATE,
  EXTREME_DATES,
  LOOSE_JSON,
  LOOSE_PARAMS,
  LOOSE_TEXT,
  looseCases,
  ZONE_CROSSING_DATES,
} from './fuzz-loose.js';
import { inBatches, send } from './fuzz-send.js';

const SHOP_PREFIX = SHOP_API_ROOT.slice(0, -1);

/**
 * Loose numbers and extreme dates on every route (admin API and storefront): every field holding a
 * whole number, a list of ids or a date, in a body, a query string or a path, refuses `""`, `true`,
 * `[]`, `["1"]`, `"0x1"`, `"1e3"`, `" 1"`, `null` (where not nullable), years beyond 1970–9999 (written, or
 * reached through the zone) and days that do not exist, with a localized 422 blaming the field; never a 5xx, and nothing is written.
 */
describe('loose numbers and extreme dates on every route', () => {
  const t = useTestApp();
  let member: string;
  let before: Record<string, string>;
  let requests = 0;
  const address = () => `10.88.${(requests >> 8) & 255}.${requests++ & 255}`;
  const sent = new Set<string>();

  beforeAll(async () => {
    ({ token: member } = await memberWithToken(t.app, 'loose'));
    // Made on first use (a token login reads it): made now, so that first use writes nothing.
    await installationSecret(t.app.db);
    before = await snapshot(t.app);
  });

  const run = async (routes: FuzzRoute[], token: string) => {
    const cases = routes.flatMap(looseCases);
    await inBatches(cases, 8, async (c: FuzzCase, i) => {
      const lang = i % 2 ? 'en' : 'zh';
      const response = await send(t.app, token, c, lang, address());
      expect(response.statusCode, `${c.label}: ${response.body.slice(0, 300)}`).toBe(422);
      expectRefusal(response, lang, c.field, c.label);
      for (const v of [c.body, c.query, c.params]) sent.add(JSON.stringify(v));
    });
    return cases;
  };

  it('refuses them on every admin route', async () => {
    const cases = await run(schemaRoutes(t.app), t.token);
    const fields = new Set(cases.map((c) => `${c.route.url} ${c.field}`));
    console.info(`loose values: ${cases.length} requests over ${fields.size} fields`);
    expect(cases.length).toBeGreaterThan(500);
    // Thousands of requests one after another: a machine busy with other test files needs more than the
    // usual 20 s for them (this is a guard against a hang, not a budget).
  }, 120_000);

  it('refuses them on every storefront route', async () => {
    const cases = await run(schemaRoutes(t.app, SHOP_PREFIX), member);
    expect(cases.length).toBeGreaterThan(10);
  });

  it('sent every loose value and every extreme date somewhere', () => {
    const all = [...sent].join('\n');
    for (const v of [...LOOSE_JSON, ...EXTREME_DATES, ...ZONE_CROSSING_DATES, EARLY_DATE, null])
      expect(all.includes(`:${JSON.stringify(v)}`), `never sent ${JSON.stringify(v)}`).toBe(true);
    for (const v of [...LOOSE_TEXT, ...LOOSE_PARAMS])
      expect(all.includes(`:${JSON.stringify(v)}`), `never sent ${JSON.stringify(v)}`).toBe(true);
  });

  it('wrote nothing', async () => {
    expect(changedTables(before, await snapshot(t.app))).toEqual([]);
  });
});
