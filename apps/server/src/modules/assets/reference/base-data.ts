import type { BaseDataNode, BaseDataRow, baseDataListQuerySchema, Page } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { containsAny, paginate } from '../../../lib/list.js';
import { buildTree } from '../../../lib/tree.js';
import { subtreeIds } from './places.js';

const COLUMNS = ['id', 'pid', 'code', 'name', 'unit', 'useful_life'] as const;

/** `GET BaseDataTree`: the asset classification as a tree. */
export async function baseDataTree(db: Db): Promise<BaseDataNode[]> {
  const rows = await db.selectFrom('base_data').select(COLUMNS).orderBy('sort').orderBy('id').execute();
  return buildTree(rows) as BaseDataNode[];
}

/** `GET BaseDataList`: paged classes by keyword (name or code), within a class and its sub-classes. */
export async function listBaseData(
  db: Db,
  query: z.output<typeof baseDataListQuerySchema>,
): Promise<Page<BaseDataRow>> {
  let q = db.selectFrom('base_data').select('id').orderBy('code');
  if (query.keyword) {
    const k = query.keyword;
    q = q.where(containsAny(['name', 'code'], k));
  }
  if (query.pid) {
    const all = await db.selectFrom('base_data').select(['id', 'pid']).execute();
    q = q.where('id', 'in', subtreeIds(all, query.pid));
  }
  return paginate(db, q, query, (ids) => db.selectFrom('base_data').select(COLUMNS).where('id', 'in', ids));
}
