import type { Generated } from 'kysely';
import type { Id, Timestamp } from './schema-types.js';

// Tables of sales: logistics, freight, members and their ledger, orders, visits and favourites.

export interface DhlsTable {
  id: Id;
  name: string;
  abbreviation: string;
  state: number;
  is_default: number;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface FreightsTable {
  id: Id;
  name: string;
  valuation: number;
  /** JSON charge `{first_piece, first_cost, add_piece, add_cost}`. */
  default_rule: string;
  /** JSON rules (charges with `regions`). */
  rules: string;
  /** JSON `[{code, name}]`. */
  free_regions: string;
  origin: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface MembersTable {
  id: Id;
  account: string;
  nickname: string;
  gender: number;
  /** `YYYY-MM-DD`; null when unknown. */
  birthday: string | null;
  email: string;
  phone: string;
  password: string;
  avatar: string;
  /** Cents; always the sum of the member's ledger. */
  balance: Generated<number>;
  /** 1 normal, 0 forbidden. */
  state: number;
  last_login_at: string | null;
  /** The generation of the member's storefront tokens; a password set or a forbid moves it on. */
  token_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface MemberLedgerTable {
  id: Id;
  member_id: number;
  kind: string;
  amount: number;
  balance_after: number;
  reason: string;
  order_id: number | null;
  admin_id: number | null;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Id;
  identification: string;
  member_id: number;
  state: number;
  type: Generated<number>;
  goods_amount: number;
  carriage: number;
  total: number;
  paid: Generated<number>;
  refunded: Generated<number>;
  consignee: string;
  phone: string;
  region_code: string;
  region_name: string;
  address: string;
  remark: string;
  /** The kind of device the order was placed from (as `goods_visits.device`); `''` if not known. */
  device: Generated<string>;
  /** The source it was placed from (as `goods_visits.source`); `''` if not given. */
  source: Generated<string>;
  dhl_id: number | null;
  odd: Generated<string>;
  pay_platform: string | null;
  paid_at: string | null;
  shipped_at: string | null;
  receiving_time: string | null;
  finished_at: string | null;
  expires_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface OrderLinesTable {
  id: Id;
  order_id: number;
  good_id: number;
  sku_id: number;
  name: string;
  /** JSON [{key, value}]. */
  spec: string;
  image: string;
  price: number;
  number: number;
  type: number;
  is_inventory: number;
  /** JSON [{name, code}] handed out on completion. */
  codes: Generated<string>;
  created_at: Timestamp;
}

export interface OrderPaymentsTable {
  id: Id;
  order_id: number;
  description: string;
  merchant_no: string;
  trade_no: string;
  type: number;
  amount: number;
  platform: string;
  created_at: Timestamp;
}

export interface OrderRefundsTable {
  id: Id;
  order_id: number;
  amount: number;
  way: number;
  reason: string;
  state: number;
  provider_ref: Generated<string>;
  admin_id: number | null;
  created_at: Timestamp;
  finished_at: string | null;
}

export interface OrderEventsTable {
  id: Id;
  order_id: number;
  action: string;
  actor_type: 'member' | 'admin' | 'system';
  actor_id: number | null;
  actor_name: string;
  /** JSON object. */
  detail: string;
  created_at: Timestamp;
}

export interface GoodsVisitsTable {
  id: Id;
  good_id: number | null;
  member_id: number | null;
  source: string;
  /** `mobile`, `tablet`, `desktop`, `other`, or `''` for visits recorded before devices were. */
  device: Generated<string>;
  /** The region the signed-in member last had an order delivered to; `''` for guests and older visits. */
  region_code: Generated<string>;
  ip: string;
  created_at: Timestamp;
}

export interface GoodsFavouritesTable {
  id: Id;
  member_id: number;
  good_id: number;
  created_at: Timestamp;
}
