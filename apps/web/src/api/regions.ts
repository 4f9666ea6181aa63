import type { Page, RegionInput, RegionNode, RegionRow } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { resourceApi, resourceKeys, useResourceDestroy, useResourceSave } from './resource';

export type { RegionInput, RegionNode, RegionRow };

export const regionKeys = resourceKeys('region');
const regionApi = resourceApi<RegionRow, RegionRow, RegionInput>('region');

/** `GET region?parent_id=`: the children of a region (0 = provinces), loaded when a node opens. */
export const fetchRegionChildren = (parentId: number) =>
  request<RegionNode[]>('region', { params: { parent_id: parentId } });

/** Regions whose name or code contains `keyword`, with their ancestors' names. */
export function useRegionSearch(keyword: string, page: number) {
  return useQuery({
    queryKey: [...regionKeys.lists(), 'search', keyword, page],
    queryFn: () => request<Page<RegionRow>>('region', { params: { keyword, page, limit: 20 } }),
    enabled: keyword.trim().length > 0,
  });
}

export const useSaveRegion = () => useResourceSave(regionKeys, regionApi);
export const useDestroyRegion = () => useResourceDestroy(regionKeys, regionApi);
