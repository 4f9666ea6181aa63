import { describe, expect, it, vi } from 'vitest';
import { localDay } from '../src/modules/dashboard/days.js';
import { generalGood, seedCatalog, skuGood } from './catalog-factories.js';
import { call, createTestApp, tokenFor } from './helpers.js';
import { freezeClock } from './stat-factories.js';

describe('goods list and tab counts (good, goodCount)', () => {
  it('lists by tab with counts, filters and sorts in SQL', async () => {
    // The clock stops for this test: whatever it writes and the day it asks about are one day, even
    // when the test runs across midnight.
    freezeClock(new Date());
    const fresh = await createTestApp();
    try {
      const tok = await tokenFor(fresh.app);
      const f = await seedCatalog(fresh.app);
      const make = async (body: unknown) =>
        expect((await call(fresh.app, 'POST', 'good', { token: tok, body })).statusCode).toBe(200);
      await make(
        generalGood(f.categoryId, {
          name: 'On sale mug',
          number: 'A-1',
          inventory: 50,
          price: 1000,
          brand_id: f.brandId,
        }),
      );
      await make(generalGood(f.categoryId, { name: 'Low mug', number: 'A-2', inventory: 3, price: 2000 }));
      await make(
        generalGood(f.categoryId, { name: 'Sold out mug', number: 'A-3', inventory: 0, price: 3000 }),
      );
      await make(
        generalGood(f.parentId, {
          name: 'Stored plate',
          number: 'B-1',
          inventory: 20,
          is_show: 0,
          price: 4000,
        }),
      );
      await make(
        skuGood(f.categoryId, {
          name: 'Phone',
          number: 'P-1',
          is_show: 2,
          timing: new Date(Date.now() + 3600_000).toISOString(),
        }),
      );
      const list = async (query: Record<string, string>) =>
        (await call(fresh.app, 'GET', 'good', { token: tok, query })).json().message as {
          data: { name: string }[];
          total: number;
        };
      const names = async (query: Record<string, string>) => (await list(query)).data.map((r) => r.name);

      const counts = (await call(fresh.app, 'GET', 'goodCount', { token: tok })).json().message;
      expect(counts).toEqual({ all: 5, sell: 3, warehouse: 2, lowInventory: 1, sellOut: 1 });
      expect(await names({ activeIndex: '2', sort: 'price' })).toEqual([
        'On sale mug',
        'Low mug',
        'Sold out mug',
      ]);
      expect(await names({ activeIndex: '3', sort: '-price' })).toEqual(['Stored plate', 'Phone']);
      expect(await names({ activeIndex: '4' })).toEqual(['Low mug']);
      expect(await names({ activeIndex: '5' })).toEqual(['Sold out mug']);
      expect(await names({ keyword: 'b-1' })).toEqual(['Stored plate']);
      expect(await names({ keyword: 'MUG', sort: 'inventory' })).toEqual([
        'Sold out mug',
        'Low mug',
        'On sale mug',
      ]);
      // A parent category includes its children.
      expect((await list({ category_id: String(f.parentId) })).total).toBe(5);
      expect(await names({ category_id: String(f.categoryId), brand_id: String(f.brandId) })).toEqual([
        'On sale mug',
      ]);
      // Price range overlaps: the phone's SKUs cost 1.00–4.00.
      expect(await names({ price_min: '150', price_max: '1500', sort: 'price' })).toEqual([
        'Phone',
        'On sale mug',
      ]);
      expect(await names({ type: '2' })).toEqual([]);
      const filtered = (
        await call(fresh.app, 'GET', 'goodCount', { token: tok, query: { keyword: 'mug' } })
      ).json().message;
      expect(filtered).toEqual({ all: 3, sell: 3, warehouse: 0, lowInventory: 1, sellOut: 1 });
      // The local day, as the filter reads it (not the UTC one, a day off around midnight).
      const today = localDay(new Date());
      expect((await list({ from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
      expect((await list({ from: today })).total).toBe(5);
      const bad = await call(fresh.app, 'GET', 'good', { token: tok, query: { sort: 'name' } });
      expect(bad.json().status).toBe(42200);
      const row = (await list({ keyword: 'Phone' })).data[0];
      expect(row).toMatchObject({
        price_min: 100,
        price_max: 400,
        inventory: 10,
        is_show: 2,
        brand_name: null,
        category_name: 'Smart phones',
      });
    } finally {
      await fresh.close();
      vi.useRealTimers();
    }
  });
});
