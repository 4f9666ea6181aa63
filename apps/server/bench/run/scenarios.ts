import {
  type AssetRow,
  type GoodRow,
  type MemberRow,
  type OrderRow,
  type Page,
  STAT_KINDS,
} from '@bo/contract';
import { getJson, type Headers } from './server.js';

/**
 * What a user asks, as a stream of requests: `next()` gives the path (under the admin API) of the next
 * request, never asked before in this run, so no response kept from an earlier request can serve it.
 */
export interface Scenario {
  name: string;
  /** The kind of request, which decides its p99 target. */
  kind: 'list' | 'search' | 'detail' | 'figures';
  next: () => string;
  /** Its req/s must reach this share of the bare route's (measured in the same run). */
  ratioTarget?: number;
}

/** Every URL of the run differs by an ignored `_` parameter, on top of what differs by design. */
let counter = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_=${++counter}`;

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/**
 * A word a person might type: 2 to 4 characters taken from inside a real value (a Chinese name, an
 * article number, an account), so every search finds something and most words are new.
 */
function wordFrom(values: readonly string[]): string {
  const chars = [...pick(values)];
  const length = Math.min(chars.length, between(2, 4));
  const start = between(0, chars.length - length);
  return encodeURIComponent(chars.slice(start, start + length).join(''));
}

const LIST_LIMIT = 10;
/** Pages sampled for the words and ids the scenarios use. */
const SAMPLE_PAGES = 5;
const SAMPLE_LIMIT = 50;

interface ListShape {
  name: string;
  route: string;
  /** The detail route of a row id. */
  detail: (id: number) => string;
}

/** Page 1's response (for the last page) and rows from random pages (for words and ids). */
async function sample<T extends { id: number }>(
  origin: string,
  headers: Headers,
  route: string,
): Promise<{ lastPage: number; rows: T[]; maxId: number }> {
  const join = route.includes('?') ? '&' : '?';
  const first = await getJson<Page<T>>(origin, `${route}${join}page=1&limit=${LIST_LIMIT}`, headers);
  if (first.data.length === 0) throw new Error(`${route} is empty: seed the bench database first`);
  const pages = Math.max(1, Math.ceil(first.total / SAMPLE_LIMIT));
  const rows: T[] = [...first.data];
  for (let i = 0; i < SAMPLE_PAGES; i++) {
    const page = between(1, pages);
    rows.push(
      ...(await getJson<Page<T>>(origin, `${route}${join}page=${page}&limit=${SAMPLE_LIMIT}`, headers)).data,
    );
  }
  return { lastPage: first.last_page, rows, maxId: Math.max(...rows.map((r) => r.id)) };
}

/** A day `daysBack` before `to` (YYYY-MM-DD, UTC). */
const dayBefore = (to: Date, daysBack: number) =>
  new Date(to.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);

/** A range of 1 to 90 days ending somewhere in the `spanDays` before `last`: each one new. */
function newRange(last: Date, spanDays: number): { from: string; to: string } {
  const end = between(0, spanDays);
  return { from: dayBefore(last, end + between(1, 90)), to: dayBefore(last, end) };
}

/**
 * The scenarios of the bench, with words, ids and dates taken from the bench database: page 1, a random
 * page and the last page of each big list; new keywords and date ranges; details by random id; the
 * dashboard and the statistics over new ranges.
 */
export async function findScenarios(
  origin: string,
  headers: Headers,
  orderListRatio: number,
): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  const lists = [
    { name: 'order', route: 'indent', detail: (id: number) => `indent/${id}` },
    { name: 'goods', route: 'good', detail: (id: number) => `good/${id}` },
    { name: 'asset', route: 'assets/list?view=all', detail: (id: number) => `assets/detail?id=${id}` },
    { name: 'member', route: 'member', detail: (id: number) => `member/${id}` },
    { name: 'admin log', route: 'admin/log', detail: (id: number) => `admin/log/${id}` },
  ] satisfies ListShape[];
  const samples = new Map<string, Awaited<ReturnType<typeof sample>>>();
  for (const list of lists) {
    const s = await sample<{ id: number }>(origin, headers, list.route);
    samples.set(list.name, s);
    const join = list.route.includes('?') ? '&' : '?';
    const at = (page: number) => `${list.route}${join}page=${page}&limit=${LIST_LIMIT}`;
    scenarios.push(
      {
        name: `${list.name} list, page 1`,
        kind: 'list',
        next: () => fresh(at(1)),
        ...(list.name === 'order' ? { ratioTarget: orderListRatio } : {}),
      },
      {
        name: `${list.name} list, random page of ${s.lastPage}`,
        kind: 'list',
        next: () => fresh(at(between(1, s.lastPage))),
      },
      {
        name: `${list.name} list, last page (${s.lastPage})`,
        kind: 'list',
        next: () => fresh(at(s.lastPage)),
      },
    );
  }

  const rows = <T>(name: string) => (samples.get(name)?.rows ?? []) as T[];
  const orders = rows<OrderRow>('order');
  const goods = rows<GoodRow>('goods');
  const assets = rows<AssetRow>('asset');
  const members = rows<MemberRow>('member');
  const newest = new Date(Math.max(...orders.map((o) => Date.parse(o.created_at))));
  const goodsWords = goods.flatMap((g) => [g.name, g.number].filter(Boolean));
  scenarios.push(
    {
      name: 'order list, a new date range',
      kind: 'search',
      next: () => {
        const { from, to } = newRange(newest, 720);
        return fresh(`indent?page=1&limit=${LIST_LIMIT}&from=${from}&to=${to}`);
      },
    },
    {
      name: 'order list, a new goods-name word',
      kind: 'search',
      next: () => fresh(`indent?page=1&limit=${LIST_LIMIT}&goods_name=${wordFrom(goods.map((g) => g.name))}`),
    },
    {
      name: 'order list, a new consignee word',
      kind: 'search',
      next: () =>
        fresh(`indent?page=1&limit=${LIST_LIMIT}&keyword=${wordFrom(orders.map((o) => o.consignee))}`),
    },
    {
      name: 'goods list, a new keyword',
      kind: 'search',
      next: () => fresh(`good?page=1&limit=${LIST_LIMIT}&keyword=${wordFrom(goodsWords)}`),
    },
    {
      name: 'asset list, a new keyword',
      kind: 'search',
      next: () =>
        fresh(
          `assets/list?view=all&page=1&limit=${LIST_LIMIT}&keyword=${wordFrom(assets.flatMap((a) => [a.name, a.code]))}`,
        ),
    },
    {
      name: 'member list, a new account word',
      kind: 'search',
      next: () =>
        fresh(`member?page=1&limit=${LIST_LIMIT}&keyword=${wordFrom(members.map((m) => m.account))}`),
    },
  );

  for (const list of lists) {
    const ids = (samples.get(list.name)?.rows ?? []).map((r) => r.id);
    scenarios.push({
      name: `${list.name} detail, a random id`,
      kind: 'detail',
      next: () => fresh(list.detail(pick(ids))),
    });
  }

  scenarios.push({ name: 'dashboard', kind: 'figures', next: () => fresh('index') });
  for (const kind of STAT_KINDS)
    scenarios.push({
      name: `statistics ${kind}, a new range`,
      kind: 'figures',
      next: () => {
        const { from, to } = newRange(newest, 365);
        return fresh(`statistic/${kind}?start=${from}&end=${to}`);
      },
    });
  return scenarios;
}
