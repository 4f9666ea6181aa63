import {
  COUNT_CAP,
  type ListQuery,
  ORDER_TAB_NAMES,
  ORDER_TABS,
  type OrderCount,
  type OrderDetail,
  type OrderEvent,
  type OrderFilter,
  type OrderRow,
  type OrderTab,
  orderFilterSchema,
  type Page,
} from '@bo/contract';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { parseJson } from '../../../lib/json.js';
import { cappedCount, paginate, sortOf, timeRange } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { type KeywordSearch, keywordSearch, TRIGRAM, textMatch } from '../../../lib/search.js';
import { refundableOf } from './refunds.js';

const SORTABLE = { id: 'orders.id', total: 'orders.total', created_at: 'orders.created_at' };
type OrdersQuery<O> = SelectQueryBuilder<Database, 'orders', O>;

/**
 * The search filters. The keyword matches an order number from its beginning, a waybill number or
 * phone exactly, or the consignee: the whole name, or any part of it of three characters or more. Each
 * uses its own index (the part of a name the full-text one), so it stays fast over millions of orders.
 * A part of one or two characters is not looked for: it is mostly a surname, found in tens of thousands
 * of orders, and PostgreSQL's trigram index cannot look it up (it would read every order).
 */
export async function filtered<O>(
  db: Db,
  query: OrdersQuery<O>,
  filter: OrderFilter,
  goodsName?: RawBuilder<SqlBool>,
): Promise<OrdersQuery<O>> {
  let q = query;
  if (filter.keyword) {
    const k = filter.keyword;
    const inConsignee = [...k].length >= TRIGRAM ? await textMatch(db, 'orders', k) : undefined;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('orders.identification', '>=', k), eb('orders.identification', '<', `${k}\u{10FFFF}`)]),
        eb('orders.odd', '=', k),
        eb('orders.phone', '=', k),
        inConsignee ?? eb('orders.consignee', '=', k),
      ]),
    );
  }
  if (filter.goods_name) {
    // The names the orders' lines were bought under (what the list shows, even if the goods were
    // renamed since), read from their full-text index, then their orders. However common the name,
    // a scan of the lines would read every line before the first order: the index is always faster.
    // A list has its own condition (`goodsName`, from `linesNamed`).
    q = q.where(
      goodsName ??
        ordersOfLines(
          await textMatch(db, 'order_lines', filter.goods_name, { scanWhenCommon: false }),
          false,
        ),
    );
  }
  if (filter.member_id) q = q.where('orders.member_id', '=', filter.member_id);
  const { from, to } = timeRange(filter.from, filter.to);
  if (from) q = q.where('orders.created_at', '>=', from);
  if (to) q = q.where('orders.created_at', '<', to);
  return q;
}

/**
 * The orders with a line matching `lines`: the orders of the lines listed (from the index), or with
 * `perOrder` each order's own lines checked (a common name: the list walks the orders in its order and
 * stops at its page, where listing every line that holds the name would take as long as a scan).
 */
function ordersOfLines(lines: RawBuilder<SqlBool>, perOrder: boolean) {
  const id = sql.ref('orders.id');
  const orderId = sql.ref('order_lines.order_id');
  return perOrder
    ? sql<SqlBool>`exists (select 1 from order_lines where ${orderId} = ${id} and ${lines})`
    : sql<SqlBool>`${id} in (select ${orderId} from order_lines where ${lines})`;
}

/** The "goods name" filter of the list: its page's and its count's conditions (lib/search.ts). */
type Named = KeywordSearch & { countedLines: RawBuilder<SqlBool> };

async function linesNamed(db: Db, text: string): Promise<Named> {
  const lines = await keywordSearch(db, 'order_lines', text);
  return {
    ...lines,
    page: ordersOfLines(lines.page, lines.checksEachRow),
    count: ordersOfLines(lines.count, false),
    countedLines: lines.count,
  };
}

/** The list's filters other than the goods name (from the contract's filter, so a new one counts too). */
const OTHER_FILTERS = Object.keys(orderFilterSchema.shape).filter(
  (key): key is keyof OrderFilter => key !== 'goods_name',
);

/**
 * The orders the list's total counts. Filtered by a goods name alone, on the tab of every order, they
 * are the orders of the lines found, counted from the lines' (id, order_id) index: every line has its
 * order, so looking each one up in the orders (two thirds of the count's time) would change nothing.
 */
async function counted(
  db: Db,
  query: OrderFilter,
  tab: OrderTab,
  lines: Named | undefined,
): Promise<SelectQueryBuilder<Database, 'orders' | 'order_lines', { id: number }>> {
  const alone = OTHER_FILTERS.every((key) => query[key] === undefined || query[key] === '');
  if (lines && alone && ORDER_TABS[tab].length === 0)
    return db
      .selectFrom(
        db
          .selectFrom('order_lines')
          .select('order_lines.order_id as id')
          .distinct()
          .where(lines.countedLines)
          .as('ordered'),
      )
      .select('ordered.id') as SelectQueryBuilder<Database, 'orders' | 'order_lines', { id: number }>;
  return inTab(await filtered(db, db.selectFrom('orders').select('orders.id'), query, lines?.count), tab);
}

/** The tab's states, as the state index serves them (for counts and exports). */
export function inTab<O>(query: OrdersQuery<O>, tab: OrderTab): OrdersQuery<O> {
  const states = ORDER_TABS[tab] as readonly number[];
  if (states.length === 0) return query;
  if (states.length === 1) return query.where('orders.state', '=', states[0] as number);
  return query.where('orders.state', 'in', [...states]);
}

/**
 * The page's order ids in the list's order, with the sort's value (for lib/list.ts `paginate`). On
 * SQLite a tab of several states is read per state, merged in order (`union all` under one `order by`):
 * each read walks its state's index in the list's order. Written `state in (…)`, every page sorted the
 * whole tab (45 ms for the 60 000 closed orders); walking the time index to test each order's state
 * took 140 ms to reach a last page. PostgreSQL (15) appends such reads and sorts them all, and given
 * `state in (…)` it chooses itself between walking the time index (early pages) and sorting the tab's
 * ids from the state index (deep ones, 25 ms). With a keyword the state is written `+state`, which no
 * index serves: the keyword's own indexes find a handful of orders to sort, where walking a state's
 * tens of thousands of orders to test each costs a millisecond or more.
 */
async function pageIds(
  db: Db,
  query: OrderFilter & ListQuery,
  tab: OrderTab,
  goodsName: RawBuilder<SqlBool> | undefined,
) {
  const { column, direction } = sortOf(query.sort, SORTABLE, '-created_at');
  const found = await filtered(
    db,
    db.selectFrom('orders').select(['orders.id', sql.ref<number | string>(column).as('sort_key')]),
    query,
    goodsName,
  );
  const read = (states: readonly number[]) => {
    const q = found;
    if (states.length === 0) return q;
    return query.keyword
      ? q.where(sql<boolean>`+orders.state in (${sql.join([...states])})`)
      : q.where('orders.state', 'in', [...states]);
  };
  const states = ORDER_TABS[tab] as readonly number[];
  const [first = [], ...others] = isPostgres(db) ? [states] : states.map((state) => [state]);
  const ids = others
    .reduce((merged, part) => merged.unionAll(read(part)), read(first))
    .orderBy(sql.ref('sort_key'), direction)
    .orderBy(sql.ref('id'), direction);
  return { ids, direction };
}

export const orderTabOf = (activeIndex: number): OrderTab => ORDER_TAB_NAMES[activeIndex - 1] ?? 'all';

/** The member's account and the waybill company's name beside an order's columns. */
const NAMES = ['members.account as member_account', 'dhls.name as dhl_name'] as const;

function rowsQuery(db: Db) {
  return db
    .selectFrom('orders')
    .leftJoin('members', 'members.id', 'orders.member_id')
    .leftJoin('dhls', 'dhls.id', 'orders.dhl_id')
    .selectAll('orders')
    .select(NAMES);
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['executeTakeFirstOrThrow']>>;

/**
 * An order as the API gives it: money as numbers (PostgreSQL's bigint arrives as text). Columns the
 * schema does not name (`region_code`) stay on the object: the response's serializer writes only the
 * schema's fields, so copying the row again to drop them would cost every list row for nothing.
 */
function present(
  row: StoredRow,
  lines: OrderRow['lines'],
  lineCount: number,
): OrderRow & { region_code: string } {
  return {
    ...row,
    goods_amount: Number(row.goods_amount),
    carriage: Number(row.carriage),
    total: Number(row.total),
    paid: Number(row.paid),
    refunded: Number(row.refunded),
    lines,
    line_count: lineCount,
  };
}

/**
 * An order's first three lines (name, image, number) as one JSON array of arrays, and its line count,
 * read beside the order in the list's statement.
 */
function lineSummary(db: Db) {
  const first = sql`select x.id, x.name, x.image, x.number from order_lines x where x.order_id = orders.id order by x.id limit 3`;
  return {
    lines: isPostgres(db)
      ? sql<unknown>`(select coalesce(json_agg(json_build_array(l.name, l.image, l.number) order by l.id), '[]'::json) from (${first}) l)`
      : sql<unknown>`(select json_group_array(json_array(l.name, l.image, l.number) order by l.id) from (${first}) l)`,
    count: sql<number | string>`(select count(*) from order_lines c where c.order_id = orders.id)`,
  };
}

type PageIds = Awaited<ReturnType<typeof pageIds>>;

/**
 * The page's orders with their line summaries, in one statement: the page's ids (`page`, limited to
 * the page) joined to their rows, in the ids' order. One read per page, where ids, rows and lines took
 * three.
 */
function pageRows(db: Db, page: PageIds['ids'], direction: PageIds['direction']) {
  const summary = lineSummary(db);
  return db
    .selectFrom(page.as('page'))
    .innerJoin('orders', 'orders.id', 'page.id')
    .leftJoin('members', 'members.id', 'orders.member_id')
    .leftJoin('dhls', 'dhls.id', 'orders.dhl_id')
    .selectAll('orders')
    .select([...NAMES, summary.lines.as('first_lines'), summary.count.as('line_count')])
    .orderBy('page.sort_key', direction)
    .orderBy('page.id', direction);
}

type LineTuple = [OrderRow['lines'][number]['name'], string, number];

export async function listOrders(
  db: Db,
  query: OrderFilter & ListQuery & { activeIndex: number },
): Promise<Page<OrderRow>> {
  const tab = orderTabOf(query.activeIndex);
  const lines = query.goods_name ? await linesNamed(db, query.goods_name) : undefined;
  const { ids, direction } = await pageIds(db, query, tab, lines?.page);
  const page = await paginate(
    db,
    ids,
    query,
    { page: (onPage) => pageRows(db, onPage, direction) },
    await counted(db, query, tab, lines),
    { counting: lines?.counting },
  );
  return {
    ...page,
    data: page.data.map((row) => {
      const { first_lines: first } = row;
      const tuples = (typeof first === 'string' ? JSON.parse(first) : first) as LineTuple[];
      const summary = tuples.map(([name, image, number]) => ({ name, image, number }));
      return present(row, summary, Number(row.line_count));
    }),
  };
}

/**
 * `GET indentCount`: orders per tab under the same filters, each capped like list totals. A goods name
 * is read as the list reads it (`linesNamed`): a name found in very many lines is counted among the
 * lines its index lists first, and the counts say "at least" (`capped`). Counted through every line
 * holding it, one common character cost seconds for each tab.
 */
export async function countOrders(db: Db, filter: OrderFilter): Promise<OrderCount> {
  const lines = filter.goods_name ? await linesNamed(db, filter.goods_name) : undefined;
  const found = await filtered(db, db.selectFrom('orders'), filter, lines?.count);
  const counts = await Promise.all(
    ORDER_TAB_NAMES.map(async (tab) => [tab, await cappedCount(db, inTab(found, tab))] as const),
  );
  const capped = lines?.counting.partial || counts.some(([, n]) => n > COUNT_CAP);
  return {
    ...(Object.fromEntries(counts.map(([tab, n]) => [tab, Math.min(n, COUNT_CAP)])) as Record<
      OrderTab,
      number
    >),
    ...(capped ? { capped: true } : {}),
  };
}

/** `GET indent/{id}`: the order with its lines, payments, refunds and timeline, read all at once. */
export async function orderDetail(db: Db, id: number): Promise<OrderDetail> {
  const [order, lines, payments, refunds, events] = await Promise.all([
    rowsQuery(db).where('orders.id', '=', id).executeTakeFirst(),
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('order_payments').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('order_refunds')
      .leftJoin('admins', 'admins.id', 'order_refunds.admin_id')
      .selectAll('order_refunds')
      .select('admins.username as admin_name')
      .where('order_refunds.order_id', '=', id)
      .orderBy('order_refunds.id')
      .execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', id).orderBy('id').execute(),
  ]);
  const row = found(order);
  const summary = lines.slice(0, 3).map((l) => ({ name: l.name, image: l.image, number: l.number }));
  const refundRows = refunds.map(({ order_id: _, admin_id: __, ...r }) => ({
    ...r,
    amount: Number(r.amount),
  }));
  return {
    ...present(row, summary, lines.length),
    order_lines: lines.map((l) => ({
      id: l.id,
      good_id: l.good_id,
      sku_id: l.sku_id,
      name: l.name,
      spec: parseJson(l.spec, []),
      image: l.image,
      price: Number(l.price),
      number: l.number,
      type: l.type,
      codes: parseJson(l.codes, []),
    })),
    payments: payments.map(({ order_id: _, ...p }) => ({ ...p, amount: Number(p.amount) })),
    refunds: refundRows,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      actor_type: e.actor_type,
      actor_name: e.actor_name,
      detail: parseJson<OrderEvent['detail']>(e.detail, {}),
      created_at: e.created_at,
    })),
    refundable: Math.max(0, refundableOf(Number(row.paid), refundRows)),
  };
}
