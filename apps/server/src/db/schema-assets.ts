import type { Generated } from 'kysely';
import type { Id, Timestamp } from './schema-types.js';

// Tables of the asset domain: reference data, assets and their history, forms, tasks, and daily rollups.

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

/**
 * Moves of live assets between counted keys (kept by triggers on `assets`; a key's count is the sum of
 * its rows): the status, and for idle assets the purchase day, for lent ones the due day and holder.
 */
export interface AssetCountsTable {
  status: string;
  purchase_day: string | null;
  due_day: string | null;
  holder: number | null;
  n: number;
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
  /** When the admin who made this rental or lease was told it is overdue (once per form). */
  overdue_notified_at: Generated<string | null>;
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
