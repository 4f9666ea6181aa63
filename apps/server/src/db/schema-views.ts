import type { Generated } from 'kysely';
import type { Id, Timestamp } from './schema-types.js';

// Tables of saved list views (migration 0035).

export interface SavedViewsTable {
  id: Id;
  admin_id: number;
  /** The page's registry name (`GoodList`). */
  page: string;
  name: string;
  /** JSON text: the list's URL params (filters and sort). */
  query: string;
  /** JSON text: `[{key, visible}]` in the columns' order. */
  columns: string;
  density: Generated<string>;
  /** 1 for the owner's default view of the page; at most one per owner and page. */
  is_default: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedViewRolesTable {
  view_id: number;
  role_id: number;
}

export interface ViewPreferencesTable {
  admin_id: number;
  page: string;
  columns: string;
  density: Generated<string>;
  updated_at: Timestamp;
}
