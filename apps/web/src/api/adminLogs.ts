import { type ListParams, resourceApi, resourceKeys, useResourceDetail, useResourceList } from './resource';

/** A row of `GET admin/log`; `input` is the submitted data with passwords and tokens redacted. */
export interface AdminLogRow {
  id: number;
  admin_id: number | null;
  operator: string | null;
  path: string;
  method: string;
  ip: string;
  input: unknown;
  status: number;
  created_at: string;
}

export const LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const adminLogKeys = resourceKeys('admin/log');
export const adminLogApi = resourceApi<AdminLogRow, AdminLogRow, never>('admin/log');

export function useAdminLogs(params: ListParams) {
  return useResourceList(adminLogKeys, adminLogApi, params);
}

export function useAdminLog(id: number | undefined) {
  return useResourceDetail(adminLogKeys, adminLogApi, id);
}
