import type {
  GoodCount,
  GoodDetail,
  GoodInput,
  GoodRow,
  GoodSpecification,
  GoodStateInput,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { downloadFile } from './download';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceDetail,
  useResourceList,
  useResourceSave,
} from './resource';

export type { GoodCount, GoodDetail, GoodInput, GoodRow, GoodSpecification };

export const goodKeys = resourceKeys('good');
export const goodApi = {
  ...resourceApi<GoodRow, GoodDetail, GoodInput>('good'),
  /** `GET goodCount`: goods per tab under the same filters as the list. */
  count: (params: ListParams) => request<GoodCount>('goodCount', { params }),
  /** `POST good/state/{id}`; id 0 with `ids` changes several. */
  state: (ids: number[], input: Omit<GoodStateInput, 'ids'>) =>
    ids.length === 1
      ? request<string>(`good/state/${ids[0]}`, { method: 'POST', data: input })
      : request<string>('good/state/0', { method: 'POST', data: { ...input, ids } }),
  /** `GET good/specification/{categoryId}`: parameter inputs, SKU options and brands of a category. */
  specification: (categoryId: number) => request<GoodSpecification>(`good/specification/${categoryId}`),
  /** `POST good/export/all`: queues an export of the filtered list; follow it with `GET job/{id}`. */
  exportAll: (params: ListParams) =>
    request<{ job_id: number }>('good/export/all', { method: 'POST', data: params }),
};

export const useGoods = (params: ListParams) => useResourceList(goodKeys, goodApi, params);
export const useGood = (id: number | undefined) => useResourceDetail(goodKeys, goodApi, id);
export const useSaveGood = () => useResourceSave(goodKeys, goodApi);
export const useDestroyGood = () => useResourceDestroy(goodKeys, goodApi);

/** Tab counts; refreshed with the goods lists (same query-key root). */
export function useGoodCount(params: ListParams) {
  return useQuery({ queryKey: [...goodKeys.all, 'count', params], queryFn: () => goodApi.count(params) });
}

export function useGoodState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, input }: { ids: number[]; input: Omit<GoodStateInput, 'ids'> }) =>
      goodApi.state(ids, input),
    onSuccess: () => client.invalidateQueries({ queryKey: goodKeys.all }),
  });
}

export function useGoodSpecification(categoryId: number | undefined) {
  return useQuery({
    queryKey: ['good', 'specification', categoryId ?? 0],
    queryFn: () => goodApi.specification(categoryId ?? 0),
    enabled: categoryId !== undefined && categoryId > 0,
  });
}

export const useExportGoods = () => useMutation({ mutationFn: goodApi.exportAll });

/** `GET good/export/file/{jobId}`: the finished export's XLSX. */
export const downloadGoodsExport = (jobId: number, name: string) =>
  downloadFile(`good/export/file/${jobId}`, name);
