import type { SavedView, ViewColumn, ViewDensity } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';

export interface ViewRow {
  id: number;
  admin_id: number;
  page: string;
  name: string;
  query: string;
  columns: string;
  density: string;
  is_default: number;
  updated_at: string;
}

/**
 * Views as the API shows them, with their owners' names; the roles a view is shared with are shown
 * to its owner only (another's choice of roles is not the reader's business).
 */
export async function presentViews(db: Db, rows: readonly ViewRow[], callerId: number): Promise<SavedView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [shares, owners] = await Promise.all([
    db.selectFrom('saved_view_roles').select(['view_id', 'role_id']).where('view_id', 'in', ids).execute(),
    db
      .selectFrom('admins')
      .select(['id', 'username', 'nickname'])
      .where('id', 'in', [...new Set(rows.map((r) => r.admin_id))])
      .execute(),
  ]);
  return rows.map((r) => {
    const own = r.admin_id === callerId;
    const owner = owners.find((o) => o.id === r.admin_id);
    return {
      id: r.id,
      page: r.page,
      name: r.name,
      query: parseJson<Record<string, string>>(r.query, {}),
      columns: parseJson<ViewColumn[]>(r.columns, []),
      density: r.density as ViewDensity,
      shared_role_ids: own
        ? shares
            .filter((s) => s.view_id === r.id)
            .map((s) => s.role_id)
            .sort((a, b) => a - b)
        : [],
      is_default: own && r.is_default === 1,
      own,
      owner_id: r.admin_id,
      owner_name: owner?.nickname || owner?.username || '',
      updated_at: new Date(r.updated_at).toISOString(),
    };
  });
}
