import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceDetail,
  useResourceList,
  useResourceSave,
} from './resource';

/** `data_scope` values, widest first (docs/security.md#terms). */
export const DATA_SCOPES = ['all', 'area', 'organization', 'department', 'own'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export interface AdminRole {
  id: number;
  name: string;
  code?: string;
}

/** A row of `GET admin`. */
export interface AdminRow {
  id: number;
  account: string;
  nickname: string;
  avatar?: string | null;
  email?: string | null;
  phone?: string | null;
  rank?: string;
  code?: string;
  organization_name?: string | null;
  department_name?: string | null;
  /** Role objects; tolerated as bare role codes too. */
  roles: (AdminRole | string)[];
  role_ids?: number[];
  organization_id?: number | null;
  department_id?: number | null;
  data_scope: DataScope;
  /** 1 normal, 0 forbidden. */
  state: number;
  last_login_at?: string | null;
  created_at: string;
  version?: number;
}

/** `POST admin` / `POST admin/{id}` body; `password` is left out on edit unless it changes. */
export interface AdminInput {
  account: string;
  password?: string;
  nickname: string;
  email?: string;
  phone?: string;
  avatar?: string;
  rank?: string;
  code?: string;
  role_ids: number[];
  organization_id?: number | null;
  department_id?: number | null;
  data_scope: DataScope;
  state: number;
  version?: number;
}

export const adminKeys = resourceKeys('admin');
export const adminApi = resourceApi<AdminRow, AdminRow, AdminInput>('admin');

export function useAdmins(params: ListParams) {
  return useResourceList(adminKeys, adminApi, params);
}

export function useAdmin(id: number | undefined) {
  return useResourceDetail(adminKeys, adminApi, id);
}

export function useSaveAdmin() {
  return useResourceSave(adminKeys, adminApi);
}

export function useDestroyAdmin() {
  return useResourceDestroy(adminKeys, adminApi);
}
