import type { AdminLogRow } from '@bo/contract';
import { type ListParams, resourceApi, resourceKeys, useResourceDetail, useResourceList } from './resource';

export type { AdminLogRow } from '@bo/contract';

export const adminLogKeys = resourceKeys('admin/log');
export const adminLogApi = resourceApi<AdminLogRow, AdminLogRow, never>('admin/log');

export function useAdminLogs(params: ListParams) {
  return useResourceList(adminLogKeys, adminLogApi, params);
}

export function useAdminLog(id: number | undefined) {
  return useResourceDetail(adminLogKeys, adminLogApi, id);
}
