import type { DataScope } from '@bo/contract';
import type { Generated } from 'kysely';
import type {
  AssetAttachmentsTable,
  AssetCountsTable,
  AssetEventsTable,
  AssetFormLinesTable,
  AssetFormsTable,
  AssetMarksTable,
  AssetsTable,
  AssetTasksTable,
  BaseDataTable,
  LeaseInstallmentsTable,
  LeasePaymentsTable,
  SequencesTable,
  StatDaysTable,
  StorageLocationsTable,
} from './schema-assets.js';
import type { AuthSessionsTable, CaptchasTable, LoginEventsTable, LoginTokensTable } from './schema-auth.js';
import type {
  BannersTable,
  BrandsTable,
  CategoriesTable,
  CategoryBrandsTable,
  CategorySpecificationsTable,
  GoodsCardCodesTable,
  GoodsSkusTable,
  GoodsTable,
  SpecificationGroupsTable,
  SpecificationsTable,
} from './schema-catalog.js';
import type {
  DhlsTable,
  FreightsTable,
  GoodsFavouritesTable,
  GoodsVisitsTable,
  MemberLedgerTable,
  MembersTable,
  OrderEventsTable,
  OrderLinesTable,
  OrderPaymentsTable,
  OrderRefundsTable,
  OrdersTable,
} from './schema-sales.js';
import type { Id, Timestamp } from './schema-types.js';
import type { SavedViewRolesTable, SavedViewsTable, ViewPreferencesTable } from './schema-views.js';

export type {
  AssetAttachmentsTable,
  AssetCountsTable,
  AssetEventsTable,
  AssetFormLinesTable,
  AssetFormsTable,
  AssetMarksTable,
  AssetsTable,
  AssetTasksTable,
  BannersTable,
  BaseDataTable,
  BrandsTable,
  CategoriesTable,
  CategoryBrandsTable,
  CategorySpecificationsTable,
  DhlsTable,
  FreightsTable,
  GoodsCardCodesTable,
  GoodsFavouritesTable,
  GoodsSkusTable,
  GoodsTable,
  GoodsVisitsTable,
  LeaseInstallmentsTable,
  LeasePaymentsTable,
  MemberLedgerTable,
  MembersTable,
  OrderEventsTable,
  OrderLinesTable,
  OrderPaymentsTable,
  OrderRefundsTable,
  OrdersTable,
  SequencesTable,
  SpecificationGroupsTable,
  SpecificationsTable,
  StatDaysTable,
  StorageLocationsTable,
};

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
  /** Written from validated input only, so always one of the scopes. */
  data_scope: DataScope;
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

/** An administrator's look of the back-office (migration 0037): the JSON of the contract's `Preferences`. */
export interface AdminPreferencesTable {
  admin_id: number;
  preferences: string;
  updated_at: Timestamp;
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

export interface AdminLogsTable {
  id: Id;
  admin_id: number | null;
  username: string;
  path: string;
  method: string;
  ip: string;
  input: string;
  status: number;
  /** The record a write changed (migration 0034); null for other requests. */
  subject_type: string | null;
  subject_id: number | null;
  /** JSON text of `{field: [before, after]}`, secrets masked; null when the request changed nothing. */
  changes: string | null;
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

/** A language's uploaded UI catalog (migration 0033). */
export interface LanguageCatalogsTable {
  language_id: number;
  /** JSON of the texts kept. */
  catalog: string;
  version: Generated<number>;
  updated_at: Timestamp;
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
/** An administrator's notification (migration 0036). */
export interface NotificationsTable {
  id: Id;
  admin_id: number;
  /** `job`, `approval`, `task` or `overdue`. */
  kind: string;
  /** A catalog key, rendered in the reader's language when read. */
  message: string;
  /** JSON text of the message's parameters. */
  params: string;
  /** JSON text of where a click leads (contract `NotificationTarget`). */
  target: string;
  read: Generated<number>;
  created_at: Timestamp;
}

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
  /** JSON text returned by the handler. */
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
  admin_preferences: AdminPreferencesTable;
  login_tokens: LoginTokensTable;
  login_events: LoginEventsTable;
  admin_logs: AdminLogsTable;
  languages: LanguagesTable;
  language_catalogs: LanguageCatalogsTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  page_designs: PageDesignsTable;
  notices: NoticesTable;
  jobs: JobsTable;
  notifications: NotificationsTable;
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
  asset_counts: AssetCountsTable;
  asset_marks: AssetMarksTable;
  asset_events: AssetEventsTable;
  asset_forms: AssetFormsTable;
  asset_form_lines: AssetFormLinesTable;
  lease_installments: LeaseInstallmentsTable;
  lease_payments: LeasePaymentsTable;
  asset_tasks: AssetTasksTable;
  stat_days: StatDaysTable;
  saved_views: SavedViewsTable;
  saved_view_roles: SavedViewRolesTable;
  view_preferences: ViewPreferencesTable;
}
