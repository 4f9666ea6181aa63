import type {
  DepartmentInput,
  DepartmentNode,
  DepartmentRow,
  OrganizationInput,
  OrganizationRow,
  OrganizationTree,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { resourceApi, resourceKeys, useResourceDestroy, useResourceSave } from './resource';

export type {
  DepartmentInput,
  DepartmentNode,
  DepartmentRow,
  OrganizationInput,
  OrganizationRow,
  OrganizationTree,
};

export const departmentTreeKey = ['departmentTree'] as const;
export const organizationKeys = resourceKeys('organization');
export const departmentKeys = resourceKeys('department');
const organizationApi = resourceApi<OrganizationRow, OrganizationRow, OrganizationInput>('organization');
const departmentApi = resourceApi<DepartmentRow, DepartmentRow, DepartmentInput>('department');

/** `GET departmentTree`: every organization with its department tree (pickers and DepartmentList). */
export function useDepartmentTree() {
  return useQuery({
    queryKey: departmentTreeKey,
    queryFn: () => request<OrganizationTree[]>('departmentTree'),
    staleTime: 60_000,
  });
}

/** Saving or deleting refreshes the tree along with the resource itself. */
function useWithTree<T extends { mutateAsync: (...args: never[]) => Promise<unknown> }>(mutation: T): T {
  const client = useQueryClient();
  const mutateAsync = (async (...args: never[]) => {
    const result = await mutation.mutateAsync(...args);
    await client.invalidateQueries({ queryKey: departmentTreeKey });
    return result;
  }) as T['mutateAsync'];
  return { ...mutation, mutateAsync };
}

export const useSaveOrganization = () => useWithTree(useResourceSave(organizationKeys, organizationApi));
export const useDestroyOrganization = () =>
  useWithTree(useResourceDestroy(organizationKeys, organizationApi));
export const useSaveDepartment = () => useWithTree(useResourceSave(departmentKeys, departmentApi));
export const useDestroyDepartment = () => useWithTree(useResourceDestroy(departmentKeys, departmentApi));
