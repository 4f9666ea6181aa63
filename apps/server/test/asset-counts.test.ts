import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time.js';
import { foldAssetCounts } from '../src/modules/assets/index.js';
import { useTestApp } from './app-fixture.js';
import { createOrganization, registerAsset } from './asset-helpers.js';

type Row = {
  status: string;
  purchase_day: string | null;
  due_day: string | null;
  holder: number | null;
  n: number;
};

/**
 * The kept asset counts against the assets themselves, after writes of every kind the database sees:
 * the API's, and statements over many rows at once (imports, restores and migrations write so).
 */
describe('asset counts kept by the database (asset_counts)', () => {
  const t = useTestApp();
  let unit = 0;
  let borrower = 0;
  const ids: number[] = [];

  const order = (rows: Row[]) =>
    rows
      .map((r) => ({ ...r, holder: r.holder === null ? null : Number(r.holder), n: Number(r.n) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  /** What the kept rows add up to, per key (keys that sum to none left out). */
  const kept = async () =>
    order(
      (
        await sql<Row>`select status, purchase_day, due_day, holder, sum(n) as n from asset_counts
          group by status, purchase_day, due_day, holder having sum(n) <> 0`.execute(t.app.db)
      ).rows,
    );
  /** The same counted from the live assets. */
  const counted = async () =>
    order(
      (
        await sql<Row>`select status,
            case when status = 'idle' then purchase_date end as purchase_day,
            case when status = 'lent' then due_date end as due_day,
            case when status = 'lent' then holder_organization_id end as holder,
            count(*) as n
          from assets where deleted_at is null group by 1, 2, 3, 4`.execute(t.app.db)
      ).rows,
    );
  const rowCount = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from asset_counts`.execute(t.app.db)).rows[0]?.n);
  const update = (set: Record<string, unknown>, where: number[]) =>
    t.app.db.updateTable('assets').set(set).where('id', 'in', where).execute();

  beforeAll(async () => {
    unit = await createOrganization(t.app, 'Counting bureau');
    borrower = await createOrganization(t.app, 'Borrowing bureau');
    for (const bought of ['2020-01-02', '2020-01-02', '2023-06-30', '2025-03-01', '2025-03-01'])
      ids.push((await registerAsset(t.app, t.token, unit, { purchase_date: bought })).id);
  });

  it('counts assets registered through the API, per status and purchase day', async () => {
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toContainEqual({
      status: 'idle',
      purchase_day: '2020-01-02',
      due_day: null,
      holder: null,
      n: 2,
    });
  });

  it('follows statements that move many assets at once, and ignores changes that count nothing', async () => {
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = ids;
    await update({ status: 'lent', due_date: '2026-01-10', holder_organization_id: borrower }, [a, b, c]);
    expect(await kept()).toEqual(await counted());
    await update({ due_date: '2026-02-01' }, [b]);
    await update({ purchase_date: '2019-12-31' }, [d]);
    await update({ holder_organization_id: unit }, [c]);
    expect(await kept()).toEqual(await counted());
    // A change of what no count depends on moves no count.
    const before = await rowCount();
    await update({ name: 'Renamed', custodian: 'Li' }, ids);
    await update({ due_date: '2030-01-01' }, [e]);
    expect(await rowCount()).toBe(before);
    // Deleted (kept in the bin), restored, deleted for good.
    await update({ deleted_at: nowIso() }, [d, e]);
    expect(await kept()).toEqual(await counted());
    await update({ deleted_at: null }, [d]);
    await t.app.db.deleteFrom('assets').where('id', 'in', [a, e]).execute();
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toContainEqual({
      status: 'lent',
      purchase_day: null,
      due_day: '2026-02-01',
      holder: borrower,
      n: 1,
    });
  });

  it('folds the moves into a row per key, the sums unchanged', async () => {
    const sums = await kept();
    expect(await rowCount()).toBeGreaterThan(sums.length);
    await foldAssetCounts(t.app.db);
    expect(await rowCount()).toBe(sums.length);
    expect(await kept()).toEqual(sums);
    expect(await kept()).toEqual(await counted());
    await foldAssetCounts(t.app.db);
    expect(await rowCount()).toBe(sums.length);
  });
});
