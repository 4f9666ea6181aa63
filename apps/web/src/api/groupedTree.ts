import type { TreeGroupRow, TreeResource } from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { withLevels } from './declaredTree';
import {
  type ResourceKeys,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceSave,
} from './resource';

/** A mutation that also refreshes everything cached under `keys` once it succeeded. */
function useRefreshing<M extends { mutateAsync: (...args: never[]) => Promise<unknown> }>(
  mutation: M,
  keys: ResourceKeys,
): M {
  const client = useQueryClient();
  const mutateAsync = (async (...args: never[]) => {
    const result = await mutation.mutateAsync(...args);
    await client.invalidateQueries({ queryKey: keys.all });
    return result;
  }) as M['mutateAsync'];
  return { ...mutation, mutateAsync };
}

/**
 * The client of a grouped tree's groups (`departmentTree`: organizations, each with its departments):
 * the groups read whole at the tree's path with every record's depth counted, and a group's save and
 * delete at its declaration's path. The groups are cached under the tree resource, so saving a record
 * refreshes them; saving or deleting a group refreshes them too.
 */
export function groupedTreeApi<G extends TreeGroupRow = TreeGroupRow>(resource: TreeResource) {
  const { groups, paths } = resource.tree;
  if (!groups) throw new Error(`${resource.name} is not grouped`);
  const keys = resourceKeys(resource.path);
  const groupKeys = resourceKeys(groups.resource.path);
  const api = resourceApi<unknown, unknown, Record<string, unknown>>(groups.resource.path);
  return {
    /** Every group with its records; pickers keep them a minute. */
    useGroups: (options: { staleTime?: number } = {}) =>
      useQuery({
        queryKey: [...keys.all, 'groups'],
        queryFn: async () =>
          (await request<G[]>(paths.tree)).map((group) => ({
            ...group,
            [groups.key]: withLevels(group[groups.key] as readonly unknown[]),
          })) as G[],
        ...options,
      }),
    useSaveGroup: () => useRefreshing(useResourceSave(groupKeys, api), keys),
    useDestroyGroup: () => useRefreshing(useResourceDestroy(groupKeys, api), keys),
  };
}
