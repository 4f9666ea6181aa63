import {
  type LedgerRow,
  type ListQuery,
  MEMBER_STATES,
  MEMBER_TABS,
  type MemberCount,
  type MemberRow,
  type memberFilterSchema,
  type Page,
} from '@bo/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { applySort, idOrderOf, paginate, timeRange } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { type KeywordSearch, keywordSearch, textMatch } from '../../../lib/search.js';

type Filter = z.output<typeof memberFilterSchema>;
const SORTABLE = { id: 'id', balance: 'balance', created_at: 'created_at', last_login_at: 'last_login_at' };
const COLUMNS = [
  'id',
  'account',
  'nickname',
  'gender',
  'birthday',
  'email',
  'phone',
  'avatar',
  'balance',
  'state',
  'last_login_at',
  'created_at',
  'updated_at',
  'version',
] as const;

/** The members of the filters; `keyword` is the keyword's condition when the caller has it already. */
async function filtered<O>(
  db: Db,
  query: SelectQueryBuilder<Database, 'members', O>,
  filter: Filter,
  keyword?: KeywordSearch['page'],
) {
  let q = query;
  if (filter.keyword) {
    const k = filter.keyword;
    // An exact phone uses its index; parts of accounts and nicknames are read from their full-text index.
    const inTexts = keyword ?? (await textMatch(db, 'members', k));
    q = q.where((eb) => eb.or([eb('phone', '=', k), inTexts]));
  }
  const { from, to } = timeRange(filter.from, filter.to);
  if (from) q = q.where('created_at', '>=', from);
  if (to) q = q.where('created_at', '<', to);
  return q;
}

const toRow = <T extends { balance: number }>(row: T) => ({ ...row, balance: Number(row.balance) });

export async function listMembers(
  db: Db,
  query: Filter & ListQuery & { activeIndex: number },
): Promise<Page<MemberRow>> {
  const idOrder = idOrderOf(query.sort, SORTABLE);
  const search = query.keyword
    ? await keywordSearch(db, 'members', query.keyword, { idOrder, reach: query.page * query.limit })
    : undefined;
  const tab = MEMBER_TABS[query.activeIndex - 1];
  const tabbed = async (keyword: KeywordSearch['page'] | undefined) => {
    const q = await filtered(db, db.selectFrom('members').select('id'), query, keyword);
    if (tab === 'normal') return q.where('state', '=', MEMBER_STATES.normal);
    if (tab === 'forbidden') return q.where('state', '=', MEMBER_STATES.forbidden);
    return q;
  };
  const sorted = async (keyword: KeywordSearch['page'] | undefined) =>
    applySort(await tabbed(keyword), query.sort, SORTABLE);
  const page = await paginate(
    db,
    await sorted(search?.page),
    query,
    (ids) => db.selectFrom('members').select(COLUMNS).where('id', 'in', ids),
    await tabbed(search?.count),
    { counting: search?.counting, idsIfShort: search?.pageIfShort && (await sorted(search.pageIfShort)) },
  );
  return { ...page, data: page.data.map(toRow) };
}

export async function countMembers(db: Db, filter: Filter): Promise<MemberCount> {
  const rows = await (await filtered(db, db.selectFrom('members'), filter))
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  const of = (state: number) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return {
    all: of(MEMBER_STATES.normal) + of(MEMBER_STATES.forbidden),
    normal: of(MEMBER_STATES.normal),
    forbidden: of(MEMBER_STATES.forbidden),
  };
}

export async function memberDetail(db: Db, id: number): Promise<MemberRow> {
  return toRow(found(await db.selectFrom('members').select(COLUMNS).where('id', '=', id).executeTakeFirst()));
}

/** `GET member/ledger/{id}`: newest first, with the administrator who adjusted. */
export async function memberLedger(db: Db, id: number, query: ListQuery): Promise<Page<LedgerRow>> {
  await memberDetail(db, id);
  const ids = db.selectFrom('member_ledger').select('id').where('member_id', '=', id).orderBy('id', 'desc');
  const rows = (pageIds: number[]) =>
    db
      .selectFrom('member_ledger')
      .leftJoin('admins', 'admins.id', 'member_ledger.admin_id')
      .leftJoin('orders', 'orders.id', 'member_ledger.order_id')
      .select([
        'member_ledger.id',
        'member_ledger.kind',
        'member_ledger.amount',
        'member_ledger.balance_after',
        'member_ledger.reason',
        'member_ledger.order_id',
        'orders.identification as order_identification',
        'member_ledger.admin_id',
        'admins.username as admin_name',
        'member_ledger.created_at',
      ])
      .where('member_ledger.id', 'in', pageIds);
  const page = await paginate(db, ids, query, rows);
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      kind: r.kind as LedgerRow['kind'],
      amount: Number(r.amount),
      balance_after: Number(r.balance_after),
    })),
  };
}
