import type { ColumnType, Generated } from 'kysely';

/** ISO-8601 UTC text on both databases (PostgreSQL timestamptz is parsed back to ISO text). */
type Timestamp = ColumnType<string, string, string>;
type Id = Generated<number>;

export interface AreasTable {
  id: number;
  code: string;
  name: string;
  created_at: Timestamp;
}

export interface OrganizationsTable {
  id: Id;
  name: string;
  area_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface DepartmentsTable {
  id: Id;
  organization_id: number;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface RegionsTable {
  id: Id;
  parent_id: number;
  name: string;
  code: string;
  /** 1 province, 2 city, 3 district (a municipality's districts are level 2). */
  level: number;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface PluginsTable {
  id: Id;
  code: string;
  name: string;
  plugin_version: string;
  author: Generated<string>;
  description: Generated<string>;
  category: Generated<string>;
  /** The manifest as JSON text. */
  manifest: string;
  /** Setting values as JSON text (secrets included: never sent to clients in clear). */
  settings: Generated<string>;
  installed: Generated<number>;
  enabled: Generated<number>;
  built_in: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface AdminsTable {
  id: Id;
  username: string;
  password_hash: string;
  nickname: string;
  avatar: string;
  email: string;
  cellphone: string;
  introduction: string;
  rank: string;
  code: string;
  organization_id: number | null;
  department_id: number | null;
  area_id: number | null;
  data_scope: string;
  /** 1 normal, 0 forbidden. */
  state: number;
  failed_logins: Generated<number>;
  locked_until: string | null;
  last_login_at: string | null;
  last_login_ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface RolesTable {
  id: Id;
  code: string;
  name: string;
  introduction: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface AdminRolesTable {
  admin_id: number;
  role_id: number;
}

export interface PermissionsTable {
  id: Id;
  /** 0 for a top-level group. */
  pid: number;
  title: string;
  api: string | null;
  path: string;
  url: string;
  icon: string;
  sort: number;
  /** 1 shown in the menu, 0 hidden (hidden pages and actions). */
  state: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface AuthSessionsTable {
  id: Id;
  admin_id: number;
  family_id: string;
  access_hash: string;
  access_expires_at: string;
  refresh_hash: string;
  refresh_expires_at: string;
  /** Set when this refresh token was exchanged for a newer one. */
  rotated_at: string | null;
  revoked_at: string | null;
  remember: number;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
}

export interface CaptchasTable {
  key: string;
  answer_x: number;
  expires_at: string;
  /** Set once the slider was checked: the challenge allows one try. */
  checked_at: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  token_used_at: string | null;
}

export interface LoginTokensTable {
  jti: string;
  admin_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
}

export interface LoginEventsTable {
  id: Id;
  username: string;
  admin_id: number | null;
  ip: string;
  success: number;
  reason: string;
  created_at: Timestamp;
}

export interface AdminLogsTable {
  id: Id;
  admin_id: number | null;
  username: string;
  path: string;
  method: string;
  ip: string;
  input: string;
  status: number;
  created_at: Timestamp;
}

export interface LanguagesTable {
  id: Id;
  name: string;
  code: string;
  sort: number;
  state: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface UploadsTable {
  id: Id;
  admin_id: number | null;
  group_name: string;
  path: string;
  original_name: string;
  size: number;
  mime: string;
  created_at: Timestamp;
}

export interface NoticesTable {
  id: Id;
  title: string;
  /** Sanitized HTML. */
  body: string;
  author: string;
  /** `draft` or `published`. */
  state: string;
  published_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface PageDesignsTable {
  id: Id;
  key: string;
  /** The layout as JSON text (validated by the contract's page layout schema before it is stored). */
  layout: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** The durable job queue (jobs/). */
export interface JobsTable {
  id: Id;
  type: string;
  /** JSON text. */
  payload: string;
  /** `queued`, `running`, `done` or `failed`. */
  state: string;
  progress: Generated<number>;
  /** A message catalog key (translated when read) or plain text. */
  message: Generated<string>;
  /** JSON text of the message's parameters. */
  message_params: string | null;
  /** JSON text answered by the handler. */
  result: string | null;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

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
  email: string;
  phone: string;
  password: string;
  avatar: string;
  /** Cents; always the sum of the member's ledger. */
  balance: Generated<number>;
  /** 1 normal, 0 forbidden. */
  state: number;
  last_login_at: string | null;
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
  ip: string;
  created_at: Timestamp;
}

export interface GoodsFavouritesTable {
  id: Id;
  member_id: number;
  good_id: number;
  created_at: Timestamp;
}

export interface BaseDataTable {
  id: Id;
  pid: number;
  code: string;
  name: string;
  unit: string;
  useful_life: number;
  sort: number;
}

export interface StorageLocationsTable {
  id: Id;
  pid: number;
  /** 1 warehouse, 2 zone, 3 shelf. */
  level: number;
  name: string;
  code: string;
  capacity: number;
  remark: string;
  sort: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface SequencesTable {
  name: string;
  value: number;
}

export interface AssetsTable {
  id: Id;
  code: string;
  name: string;
  base_data_id: number;
  brand: string;
  model: string;
  unit: string;
  quantity: number;
  original_value: number;
  purchase_date: string;
  organization_id: number;
  area_id: number | null;
  department_id: number | null;
  custodian: string;
  storage_location_id: number | null;
  holder_organization_id: number | null;
  due_date: string | null;
  ownership: string;
  status: string;
  is_resource: number;
  bound: number;
  tag: string;
  marks: string;
  photo: string;
  created_by: number | null;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface AssetMarksTable {
  mark: string;
  asset_id: number;
}

export interface AssetAttachmentsTable {
  id: Id;
  asset_id: number;
  group_name: string;
  url: string;
  name: string;
  sort: number;
}

export interface AssetEventsTable {
  id: Id;
  asset_id: number;
  kind: string;
  /** JSON `{field: [before, after]}`. */
  changes: string;
  form_id: number | null;
  operator_id: number | null;
  operator_name: string;
  created_at: Timestamp;
}

export interface AssetFormsTable {
  id: Id;
  kind: string;
  number: string;
  status: string;
  reason: string;
  organization_id: number;
  area_id: number | null;
  department_id: number | null;
  target_organization_id: number | null;
  target_department_id: number | null;
  storage_location_id: number | null;
  due_date: string | null;
  lessee: string | null;
  contract_no: string | null;
  start_date: string | null;
  end_date: string | null;
  rent: number | null;
  cycle: string | null;
  grant_id: number | null;
  line_count: number;
  total_value: number;
  created_by: number;
  created_by_name: string;
  submitted_at: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
  opinion: string;
  completed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface AssetFormLinesTable {
  id: Id;
  form_id: number;
  asset_id: number;
  open: number;
  prior_status: string | null;
  result: string | null;
  result_place_id: number | null;
  /** JSON array of upload URLs. */
  evidence: string;
  remark: string;
  checked_at: string | null;
}

export interface LeaseInstallmentsTable {
  id: Id;
  form_id: number;
  seq: number;
  due_date: string;
  amount: number;
  paid: number;
  paid_at: string | null;
}

export interface LeasePaymentsTable {
  id: Id;
  form_id: number;
  installment_id: number;
  amount: number;
}

export interface AssetTasksTable {
  id: Id;
  kind: string;
  form_id: number;
  status: string;
  completed_by_name: string | null;
  completed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface StatDaysTable {
  day: string;
  metric: string;
  value: number;
}

export interface Database {
  areas: AreasTable;
  organizations: OrganizationsTable;
  departments: DepartmentsTable;
  regions: RegionsTable;
  plugins: PluginsTable;
  admins: AdminsTable;
  roles: RolesTable;
  admin_roles: AdminRolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  auth_sessions: AuthSessionsTable;
  captchas: CaptchasTable;
  login_tokens: LoginTokensTable;
  login_events: LoginEventsTable;
  admin_logs: AdminLogsTable;
  languages: LanguagesTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  page_designs: PageDesignsTable;
  notices: NoticesTable;
  jobs: JobsTable;
  brands: BrandsTable;
  specification_groups: SpecificationGroupsTable;
  specifications: SpecificationsTable;
  categories: CategoriesTable;
  category_specifications: CategorySpecificationsTable;
  category_brands: CategoryBrandsTable;
  banners: BannersTable;
  goods: GoodsTable;
  goods_skus: GoodsSkusTable;
  goods_card_codes: GoodsCardCodesTable;
  dhls: DhlsTable;
  freights: FreightsTable;
  members: MembersTable;
  member_ledger: MemberLedgerTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_payments: OrderPaymentsTable;
  order_refunds: OrderRefundsTable;
  order_events: OrderEventsTable;
  goods_visits: GoodsVisitsTable;
  goods_favourites: GoodsFavouritesTable;
  base_data: BaseDataTable;
  storage_locations: StorageLocationsTable;
  sequences: SequencesTable;
  assets: AssetsTable;
  asset_attachments: AssetAttachmentsTable;
  asset_marks: AssetMarksTable;
  asset_events: AssetEventsTable;
  asset_forms: AssetFormsTable;
  asset_form_lines: AssetFormLinesTable;
  lease_installments: LeaseInstallmentsTable;
  lease_payments: LeasePaymentsTable;
  asset_tasks: AssetTasksTable;
  stat_days: StatDaysTable;
}
