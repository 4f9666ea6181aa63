import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedSmallShop } from '../src/seeders/demo-shop.js';
import { useTestApp } from './app-fixture.js';

describe('the demo shop seeder (npm run seed -- --scale small)', () => {
  const t = useTestApp({}, { signedIn: false });

  it('makes orders in many states through the real APIs; balances equal their ledgers', async () => {
    const made = await seedSmallShop(t.app, t.app.config.dataDir, () => undefined);
    // The sandbox online payment is off on a fresh install; the demo switches it on and says so.
    expect(made).toEqual({ goods: 12, members: 30, orders: 120, sandboxSwitchedOn: true });
    const sandbox = await t.app.db
      .selectFrom('plugins')
      .select('enabled')
      .where('code', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    expect(sandbox.enabled).toBe(1);
    const online = await t.app.db.selectFrom('order_payments').select('id').where('platform', '=', 'sandbox');
    expect((await online.execute()).length).toBeGreaterThan(0);
    const states = await t.app.db.selectFrom('orders').select('state').distinct().execute();
    expect(states.map((s) => s.state).sort()).toEqual(expect.arrayContaining([1, 2, 3, 5, 7]));
    const members = await t.app.db.selectFrom('members').select(['id', 'balance']).execute();
    for (const member of members) {
      const ledger = await t.app.db
        .selectFrom('member_ledger')
        .select((eb) => eb.fn.sum<number>('amount').as('sum'))
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(Number(ledger.sum)).toBe(Number(member.balance));
      expect(Number(member.balance)).toBeGreaterThanOrEqual(0);
    }
    const negative = await t.app.db
      .selectFrom('goods_skus')
      .select('id')
      .where('inventory', '<', 0)
      .execute();
    expect(negative).toEqual([]);
    const visits = await t.app.db.selectFrom('goods_visits').select('id').execute();
    expect(visits).toHaveLength(120);
    // Members of every sex and many ages, some without a birthday (the age and sex statistics).
    const people = await t.app.db.selectFrom('members').select(['gender', 'birthday']).execute();
    expect(new Set(people.map((p) => p.gender)).size).toBe(3);
    expect(people.some((p) => p.birthday === null)).toBe(true);
    expect(new Set(people.map((p) => p.birthday?.slice(0, 3))).size).toBeGreaterThan(4);
    // Goods pictures come with the small copies real uploads get (lists show the 64 px one).
    const good = await t.app.db.selectFrom('goods').select('master_image').executeTakeFirstOrThrow();
    const small = await t.app.inject({ method: 'GET', url: good.master_image.replace(/\.png$/, '_64.png') });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
  }, 60_000);
});
