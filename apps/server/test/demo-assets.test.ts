import { describe, expect, it } from 'vitest';
import { seedSmallAssets } from '../src/seeders/demo-assets.js';
import { useTestApp } from './app-fixture.js';

describe('the demo asset seeder (part of npm run seed -- --scale small)', () => {
  const t = useTestApp({}, { signedIn: false });

  it('makes assets in every stage of the life cycle through the real APIs', async () => {
    expect(await seedSmallAssets(t.app, () => undefined)).toEqual({ assets: 100, units: 3 });
    const statuses = await t.app.db
      .selectFrom('assets')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const count = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
    expect(count).toMatchObject({ lent: 2, verifying: 12 });
    expect(count.in_warehouse).toBeGreaterThan(0);
    const forms = await t.app.db.selectFrom('asset_forms').select(['kind', 'status']).orderBy('id').execute();
    expect(forms).toEqual([
      { kind: 'join', status: 'completed' },
      { kind: 'rental', status: 'completed' },
      { kind: 'out', status: 'submitted' },
      { kind: 'verify', status: 'processing' },
    ]);
    const events = await t.app.db
      .selectFrom('asset_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBeGreaterThan(100);
  }, 60_000);
});
