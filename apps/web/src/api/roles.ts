import type { RoleInput, RoleRow } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceDetail,
  useResourceList,
  useResourceSave,
} from './resource';

export type { RoleInput, RoleRow } from '@bo/contract';

export const roleKeys = resourceKeys('manage');
export const roleApi = resourceApi<RoleRow, RoleRow, RoleInput>('manage');

export function useRoles(params: ListParams) {
  return useResourceList(roleKeys, roleApi, params);
}

export function useRole(id: number | undefined) {
  return useResourceDetail(roleKeys, roleApi, id);
}

export function useSaveRole() {
  return useResourceSave(roleKeys, roleApi);
}

export function useDestroyRole() {
  return useResourceDestroy(roleKeys, roleApi);
}

/** Every role (for selects): one page of the maximum size. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [...roleKeys.lists(), 'options'],
    queryFn: () => roleApi.list({ page: 1, limit: 200 }),
    select: (page) => page.data,
  });
}
