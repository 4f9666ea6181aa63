import {
  type AssetDetail,
  type AssetOwnership,
  type AssetRow,
  type AssetStatus,
  type assetListQuerySchema,
  type assetUseListQuerySchema,
  type ListQuery,
  OPEN_FORM_STATUSES,
  type Page,
} from '@bo/contract';
import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { applySort, idOrderOf, paginate } from '../../../lib/list.js';
import { found } from '../../../lib/records.js';
import { type KeywordSearch, keywordSearch, RARE_TEXT } from '../../../lib/search.js';
import { allPlaces, placePaths, subtreeIds } from '../reference/places.js';
import { assetReadable, type Scope } from '../scope.js';
import { parseMarks } from './marks.js';

const SORTABLE = {
  id: 'assets.id',
  code: 'assets.code',
  original_value: 'assets.original_value',
  purchase_date: 'assets.purchase_date',
  updated_at: 'assets.updated_at',
};

/** Live (not deleted) assets, without names: lists filter here, so their counts need no joins. */
export function liveAssets(db: Db | Trx) {
  return db.selectFrom('assets').where('assets.deleted_at', 'is', null);
}

export type LiveAssets = ReturnType<typeof liveAssets>;

/** A filtered asset query with the class, owner, department and holder names selected. */
export function withNames(q: LiveAssets) {
  return q
    .innerJoin('base_data as c', 'c.id', 'assets.base_data_id')
    .innerJoin('organizations as o', 'o.id', 'assets.organization_id')
    .leftJoin('departments as d', 'd.id', 'assets.department_id')
    .leftJoin('organizations as h', 'h.id', 'assets.holder_organization_id')
    .select([
      'assets.id',
      'assets.code',
      'assets.name',
      'assets.base_data_id',
      'c.name as class_name',
      'assets.brand',
      'assets.model',
      'assets.unit',
      'assets.quantity',
      'assets.original_value',
      'assets.purchase_date',
      'assets.organization_id',
      'o.name as organization_name',
      'assets.department_id',
      'd.name as department_name',
      'assets.custodian',
      'assets.storage_location_id',
      'assets.holder_organization_id',
      'h.name as holder_name',
      'assets.due_date',
      'assets.ownership',
      'assets.status',
      'assets.is_resource',
      'assets.bound',
      'assets.tag',
      'assets.marks',
      'assets.photo',
      'assets.created_at',
      'assets.updated_at',
      'assets.version',
    ]);
}

/** Live assets with their names. */
export const assetQuery = (db: Db | Trx) => withNames(liveAssets(db));

/**
 * One page of filtered assets with the `keyword` (see {@link byKeyword}), picked and counted on the
 * filtered table alone; only the page's rows get their names.
 */
export async function assetPage(
  db: Db,
  filtered: LiveAssets,
  query: ListQuery & { keyword?: string },
): Promise<Page<AssetRow>> {
  const idOrder = idOrderOf(query.sort, SORTABLE, '-id', 'assets.id');
  const reach = query.page * query.limit;
  const search = query.keyword ? await byKeyword(db, query.keyword, { idOrder, reach }) : undefined;
  const ids = (keyword: KeywordSearch['page'] | undefined) =>
    (keyword ? filtered.where(keyword) : filtered).select('assets.id');
  const sorted = (keyword: KeywordSearch['page'] | undefined) =>
    applySort(ids(keyword), query.sort, SORTABLE, '-id', 'assets.id');
  const page = await paginate(
    db,
    sorted(search?.page),
    query,
    (pageIds) => withNames(liveAssets(db).where('assets.id', 'in', pageIds)),
    ids(search?.count),
    { counting: search?.counting, idsIfShort: search?.pageIfShort && sorted(search.pageIfShort) },
  );
  return { ...page, data: await toAssetRows(db, page.data) };
}

/**
 * The keyword: a whole asset code is looked up, the start of one (`ZC0301-2024`) is a range on the
 * code index; anything else is searched in the names and codes (`2024-0001`), in their full-text index.
 */
async function byKeyword(
  db: Db | Trx,
  keyword: string,
  order: { idOrder: 'asc' | 'desc' | undefined; reach: number },
): Promise<KeywordSearch> {
  const k = keyword.toUpperCase();
  if (!/^ZC[0-9A-Z-]*$/.test(k)) return keywordSearch(db, 'assets', keyword, order);
  const range = sql<SqlBool>`(${sql.ref('assets.code')} >= ${k} and ${sql.ref('assets.code')} < ${`${k}\uffff`})`;
  // A start as short as `ZC03` is found in most assets: like a common text, counted up to a cap.
  return { page: range, checksEachRow: false, count: range, counting: { cap: RARE_TEXT, partial: false } };
}

type Stored = Awaited<ReturnType<ReturnType<typeof assetQuery>['execute']>>[number];

/** Shapes stored rows for the API, with each place's full path. */
export async function toAssetRows(db: Db | Trx, rows: Stored[]): Promise<AssetRow[]> {
  const paths = rows.some((r) => r.storage_location_id !== null) ? await placePaths(db) : new Map();
  return rows.map((r) => ({
    ...r,
    department_name: r.department_name ?? null,
    holder_name: r.holder_name ?? null,
    place_name: r.storage_location_id === null ? null : (paths.get(r.storage_location_id) ?? null),
    ownership: r.ownership as AssetOwnership,
    status: r.status as AssetStatus,
    marks: parseMarks(r.marks),
  }));
}

async function classSubtree(db: Db, id: number): Promise<number[]> {
  return subtreeIds(await db.selectFrom('base_data').select(['id', 'pid']).execute(), id);
}

/** `GET assets/list`: one of the four views, filtered and paged in SQL. */
export async function listAssets(
  db: Db,
  scope: Scope,
  query: z.output<typeof assetListQuerySchema>,
): Promise<Page<AssetRow>> {
  let q = liveAssets(db).where(assetReadable(scope));
  switch (query.view) {
    case 'self':
      q = q.where('assets.ownership', '=', 'self');
      if (scope.organizationId !== null) q = q.where('assets.organization_id', '=', scope.organizationId);
      break;
    case 'public':
      q = q.where('assets.ownership', '=', 'public');
      break;
    case 'resource':
      q = q.where('assets.is_resource', '=', 1);
      break;
  }
  if (query.base_data_id)
    q = q.where('assets.base_data_id', 'in', await classSubtree(db, query.base_data_id));
  if (query.storage_location_id) {
    const places = subtreeIds(await allPlaces(db), query.storage_location_id);
    q = q.where('assets.storage_location_id', 'in', places);
  }
  if (query.status) q = q.where('assets.status', '=', query.status);
  if (query.ownership) q = q.where('assets.ownership', '=', query.ownership);
  if (query.organization_id) q = q.where('assets.organization_id', '=', query.organization_id);
  if (query.department_id) q = q.where('assets.department_id', '=', query.department_id);
  if (query.is_resource !== undefined) q = q.where('assets.is_resource', '=', query.is_resource);
  if (query.mark) {
    const mark = query.mark;
    q = q.where('assets.id', 'in', (eb) =>
      eb.selectFrom('asset_marks').select('asset_id').where('mark', '=', mark),
    );
  }
  if (query.value_min !== undefined) q = q.where('assets.original_value', '>=', query.value_min);
  if (query.value_max !== undefined) q = q.where('assets.original_value', '<=', query.value_max);
  if (query.date_start) q = q.where('assets.purchase_date', '>=', query.date_start.slice(0, 10));
  if (query.date_end) q = q.where('assets.purchase_date', '<=', query.date_end.slice(0, 10));
  return assetPage(db, q, query);
}

/** `GET assets/uselist`: what the caller's unit uses: its own assets in use and those it borrowed. */
export async function listAssetsInUse(
  db: Db,
  scope: Scope,
  query: z.output<typeof assetUseListQuerySchema>,
): Promise<Page<AssetRow>> {
  const org = scope.organizationId;
  const q = liveAssets(db)
    .where(assetReadable(scope))
    .where((eb) =>
      org === null
        ? eb('assets.status', 'in', ['in_use', 'lent'])
        : eb.or([
            eb.and([eb('assets.organization_id', '=', org), eb('assets.status', '=', 'in_use')]),
            eb.and([eb('assets.holder_organization_id', '=', org), eb('assets.status', '=', 'lent')]),
          ]),
    );
  return assetPage(db, q, query);
}

/** The asset if the caller may see it, else 40400 (also for ids outside the scope). */
export async function readableAsset(db: Db | Trx, scope: Scope, id: number): Promise<AssetRow> {
  const row = found(
    await assetQuery(db).where('assets.id', '=', id).where(assetReadable(scope)).executeTakeFirst(),
  );
  const [asset] = await toAssetRows(db, [row]);
  return found(asset);
}

/** `GET assets/detail?id=`: the asset with its attachments and the open form holding it. */
export async function assetDetail(db: Db, scope: Scope, id: number): Promise<AssetDetail> {
  // Read side by side; what belongs to an asset the caller may not see is never returned (40400).
  const [asset, attachments, openForm] = await Promise.all([
    readableAsset(db, scope, id),
    db
      .selectFrom('asset_attachments')
      .select(['group_name as group', 'url', 'name'])
      .where('asset_id', '=', id)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('asset_form_lines as l')
      .innerJoin('asset_forms as f', 'f.id', 'l.form_id')
      .select(['f.id', 'f.kind', 'f.number', 'f.status'])
      .where('l.asset_id', '=', id)
      .where('l.open', '=', 1)
      .where('f.status', 'in', [...OPEN_FORM_STATUSES])
      .executeTakeFirst(),
  ]);
  return {
    ...asset,
    attachments: attachments as AssetDetail['attachments'],
    open_form: openForm ?? null,
  };
}
