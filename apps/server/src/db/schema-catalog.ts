import type { Generated } from 'kysely';
import type { Id, Timestamp } from './schema-types.js';

// Tables of the catalogue: brands, specifications, categories, banners, goods and their SKUs.

export interface BrandsTable {
  id: Id;
  name: string;
  logo: string;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface SpecificationGroupsTable {
  id: Id;
  name: string;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface SpecificationsTable {
  id: Id;
  name: string;
  label: string;
  group_id: number | null;
  /** 0 text, 1 radio, 2 multi-select. */
  type: number;
  /** 0 parameter page, 1 detail page (SKU option), 2 both. */
  location: number;
  /** JSON array of strings. */
  values: string;
  is_search: number;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface CategoriesTable {
  id: Id;
  pid: number;
  name: string;
  icon: string;
  sort: Generated<number>;
  level: number;
  visible: number;
  recommend: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface CategorySpecificationsTable {
  category_id: number;
  specification_id: number;
}

export interface CategoryBrandsTable {
  category_id: number;
  brand_id: number;
}

export interface BannersTable {
  id: Id;
  name: string;
  image: string;
  url: string;
  type: number;
  state: number;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface GoodsTable {
  id: Id;
  type: number;
  name: string;
  number: string;
  category_id: number;
  brand_id: number | null;
  freight_id: number | null;
  /** Cents: the fixed price, or the lowest SKU price. */
  price: number;
  price_min: number;
  price_max: number;
  market_price: number;
  cost_price: number;
  /** Sum over the SKUs. */
  inventory: number;
  sales: Generated<number>;
  /** JSON array of file paths. */
  images: string;
  master_image: string;
  video: string;
  poster: string;
  keywords: string;
  short_description: string;
  /** Sanitized HTML. */
  details: string;
  /** JSON [{key, value}]. */
  parameters: string;
  has_spec: number;
  sort: Generated<number>;
  /** 0 warehouse, 1 on sale, 2 timed. */
  is_show: number;
  timing: string | null;
  is_inventory: number;
  is_recommend: number;
  is_new: number;
  is_hot: number;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface GoodsSkusTable {
  id: Id;
  goods_id: number;
  /** JSON [{key, value}]; `[]` for goods without specifications. */
  spec: string;
  price: number;
  market_price: number;
  cost_price: number;
  inventory: number;
  sales: Generated<number>;
  image: string;
  virtual_code: string;
  code_type: number | null;
  is_fixed: number;
  file: string;
  sort: Generated<number>;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GoodsCardCodesTable {
  id: Id;
  goods_id: number;
  sku_id: number;
  name: string;
  code: string;
  /** 0 unused, 1 handed out. */
  state: Generated<number>;
  order_id: number | null;
  used_at: string | null;
  created_at: Timestamp;
}
