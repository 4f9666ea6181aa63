import type { OrderRow, Page, PlaceNode } from '@bo/contract';
import { getJson, type Headers } from './server.js';

/** A route of the admin API as the web app requests it, and its p99 target (ms) if it has one. */
export interface Endpoint {
  name: string;
  route: string;
  p99Target?: number;
  /** Its req/s must reach this share of the bare route's. */
  ratioTarget?: number;
}

/** The tab of the goods list the bench opens (`sell`, on offer) and the order tab (wait for delivery). */
const GOODS_TAB = 2;
const ORDER_TAB = 3;

/**
 * The measured endpoints with real ids and keywords taken from the bench database: an order in the
 * wait-for-delivery tab gives the keyword (its consignee) and the detail id; the first warehouse with
 * zones inside gives the place subtree.
 */
export async function findEndpoints(
  origin: string,
  headers: Headers,
  targets: { listP99Ms: number; dashboardP99Ms: number; orderListRatio: number },
): Promise<Endpoint[]> {
  const tab = await getJson<Page<OrderRow>>(
    origin,
    `indent?page=1&limit=10&activeIndex=${ORDER_TAB}`,
    headers,
  );
  const order =
    tab.data[0] ?? (await getJson<Page<OrderRow>>(origin, 'indent?page=1&limit=10', headers)).data[0];
  if (!order) throw new Error('the bench database has no orders: seed it first');
  const places = await getJson<PlaceNode[]>(origin, 'storageLocationTree', headers);
  const place = places.find((p) => p.children.length > 0) ?? places[0];
  if (!place) throw new Error('the bench database has no storage places: seed it first');
  const list = targets.listP99Ms;
  return [
    {
      name: 'goods list (tab)',
      route: `good?page=1&limit=10&activeIndex=${GOODS_TAB}`,
      p99Target: list,
    },
    {
      name: 'order list (state + keyword)',
      route: `indent?page=1&limit=10&activeIndex=${ORDER_TAB}&keyword=${encodeURIComponent(order.consignee)}`,
      p99Target: list,
      ratioTarget: targets.orderListRatio,
    },
    {
      name: 'asset list (scope + place)',
      route: `assets/list?page=1&limit=10&view=public&storage_location_id=${place.id}`,
      p99Target: list,
    },
    { name: 'order detail', route: `indent/${order.id}`, p99Target: list },
    { name: 'userInfo', route: 'userInfo' },
    { name: 'dashboard', route: 'index', p99Target: targets.dashboardP99Ms },
  ];
}
