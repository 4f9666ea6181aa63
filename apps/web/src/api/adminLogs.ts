import type { AdminLogDetail, AdminLogRow } from '@bo/contract';
import { type ListParams, resourceApi, resourceKeys, useResourceDetail, useResourceList } from './resource';

export type { AdminLogDetail, AdminLogRow } from '@bo/contract';

export const adminLogKeys = resourceKeys('admin/log');
export const adminLogApi = resourceApi<AdminLogRow, AdminLogDetail, never>('admin/log');

export function useAdminLogs(params: ListParams) {
  return useResourceList(adminLogKeys, adminLogApi, params);
}

export function useAdminLog(id: number | undefined) {
  return useResourceDetail(adminLogKeys, adminLogApi, id);
}
