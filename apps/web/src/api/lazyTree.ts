import type { BranchOf, LazyNode, Page, TreeResource } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { declaredTreeApi } from './declaredTree';

/** A row of a lazy tree's search or detail: its record, level and ancestors. */
export type LazyRow = LazyNode & { level: number; version: number; path: { id: number; name: string }[] };

/**
 * The client of a declared lazy tree (regions): the records under one (`GET <path>?<parent>=<id>`, 0
 * at the top), a page of records by keyword, one record, and save and delete as every declared tree.
 */
export function lazyTreeApi<R extends TreeResource>(resource: R) {
  const { path, tree } = resource;
  const base = declaredTreeApi(resource);
  return {
    ...base,
    children: (parentId: number) => request<BranchOf<R>[]>(path, { params: { [tree.parent]: parentId } }),
    useSearch: (keyword: string, page: number) =>
      useQuery({
        queryKey: [...base.keys.lists(), 'search', keyword, page],
        queryFn: () => request<Page<LazyRow>>(path, { params: { keyword, page, limit: 20 } }),
        enabled: keyword.trim().length > 0,
      }),
    useDetail: (id: number | undefined) =>
      useQuery({
        queryKey: base.keys.detail(id ?? 0),
        queryFn: () => request<LazyRow>(`${path}/${id}`),
        enabled: id !== undefined,
      }),
  };
}
