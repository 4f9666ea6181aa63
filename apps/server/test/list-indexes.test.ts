import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { onPostgres } from './helpers.js';
import { planOf } from './query-plans.js';

/** A page's id query of a large list, as lib/list.ts `paginate` runs it, deep in the list. */
const page = (from: string, where: string, order: string) =>
  `select id from ${from} where ${where} order by ${order} limit 20 offset 400000`;
const LIVE = 'deleted_at is null';

/** The id queries of the large lists by each of their sorts, and the index that serves each. */
const CASES: [index: string, query: string][] = [
  ['orders_created_idx', page('orders', '1 = 1', 'created_at desc, id desc')],
  ['orders_total_idx', page('orders', '1 = 1', 'total desc, id desc')],
  ['orders_id_state_idx', page('orders', '1 = 1', 'id desc')],
  ['orders_state_idx', page('orders', 'state = 2', 'created_at desc, id desc')],
  ['orders_state_total_idx', page('orders', 'state = 2', 'total asc, id asc')],
  ['goods_live_id_idx', page('goods', LIVE, 'id desc')],
  ['goods_live_price_idx', page('goods', LIVE, 'price_min asc, id asc')],
  ['goods_live_inventory_idx', page('goods', LIVE, 'inventory desc, id desc')],
  ['goods_live_sales_idx', page('goods', LIVE, 'sales desc, id desc')],
  ['goods_live_sort_idx', page('goods', LIVE, 'sort asc, id asc')],
  ['goods_live_created_idx', page('goods', LIVE, 'created_at desc, id desc')],
  ['assets_live_idx', page('assets', LIVE, 'id desc')],
  ['assets_code_idx', page('assets', LIVE, 'code asc, id asc')],
  ['assets_value_idx', page('assets', LIVE, 'original_value desc, id desc')],
  ['assets_purchase_idx', page('assets', LIVE, 'purchase_date desc, id desc')],
  ['assets_updated_idx', page('assets', LIVE, 'updated_at desc, id desc')],
  ['members_balance_idx', page('members', '1 = 1', 'balance desc, id desc')],
  ['members_created_idx', page('members', '1 = 1', 'created_at desc, id desc')],
  ['members_login_idx', page('members', '1 = 1', 'last_login_at desc, id desc')],
  ['admin_logs_id_idx', page('admin_logs', '1 = 1', 'id desc')],
  ['admin_logs_created_idx', page('admin_logs', '1 = 1', 'created_at desc, id desc')],
];

describe('the indexes of the large lists (migration 0022)', () => {
  const t = useTestApp({}, { signedIn: false });

  it.each(CASES)('%s serves the page alone, in order: %s', async (index, query) => {
    const text = await planOf(t.app.db, { sql: query, parameters: [] }, ['enable_seqscan', 'enable_sort']);
    expect(text).toMatch(
      onPostgres ? new RegExp(`Index Only Scan.* using ${index} `) : new RegExp(`COVERING INDEX ${index}\\b`),
    );
    expect(text).not.toMatch(onPostgres ? /"\s*->\s*Sort|Sort Key/ : /TEMP B-TREE/);
  });
});
