import type { ResourceInputOf, TreeNodeOf, TreeResource } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { resourceKeys, useResourceDestroy, useResourceSave } from './resource';

/** A node of a tree as read: its depth from 1 and its children's. */
export type Leveled<N> = N & { level: number; children: Leveled<N>[] };

/** A tree as read: every node with its depth from 1, counted here where rows carry none (permissions). */
export function withLevels<N>(nodes: readonly N[], level = 1): Leveled<N>[] {
  type Walked = { level?: number; children: readonly N[] };
  return nodes.map((node) => {
    const walked = node as N & Walked;
    return { ...walked, level: walked.level ?? level, children: withLevels(walked.children, level + 1) };
  });
}

/**
 * The typed client of a declared tree resource: the whole tree, save and delete at the paths its
 * declaration names (`declaredTreeApi(placeResource).useTree()` reads `GET storageLocationTree`). Its
 * cache sits under the resource's path, so every picker of the same tree refreshes after a save.
 */
export function declaredTreeApi<R extends TreeResource>(resource: R) {
  type Node = TreeNodeOf<R>;
  type Input = ResourceInputOf<R>;
  const { paths } = resource.tree;
  const at = (path: string, id: number) => path.replace('{id}', String(id));
  const keys = resourceKeys(resource.path);
  const api = {
    create: (input: Input) => request<unknown>(paths.create, { method: 'POST', data: input }),
    update: (id: number, input: Input) =>
      request<unknown>(at(paths.edit, id), { method: 'POST', data: input }),
    destroy: (id: number) => request<unknown>(at(paths.destroy, id), { method: 'POST', data: {} }),
    destroyMany: (ids: number[]) => request<unknown>(at(paths.destroy, 0), { method: 'POST', data: { ids } }),
  };
  return {
    keys,
    useTree: () =>
      useQuery({
        queryKey: [...keys.all, 'tree'],
        queryFn: async () =>
          withLevels(await request<Node[]>(paths.tree, { params: { ...resource.tree.treeQuery } })),
      }),
    useSave: () => useResourceSave(keys, api),
    useDestroy: () => useResourceDestroy(keys, api),
  };
}
