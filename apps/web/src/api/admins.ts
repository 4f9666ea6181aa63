import type { AdminInput, AdminRow, IssuedLoginToken } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceDetail,
  useResourceList,
  useResourceSave,
} from './resource';

export { type AdminInput, type AdminRow, DATA_SCOPES, type DataScope } from '@bo/contract';

/** A role as an admin row lists it. */
export type AdminRole = AdminRow['roles'][number];

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

/** `POST admin/login-token/{id}`: a single-use login token for another administrator. */
export function useIssueLoginToken() {
  return useMutation({
    mutationFn: (id: number) =>
      request<IssuedLoginToken>(`admin/login-token/${id}`, { method: 'POST', data: {} }),
  });
}
