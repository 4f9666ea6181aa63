import type {
  AssetDetail,
  AssetEvent,
  AssetInput,
  AssetMark,
  AssetRow,
  AssetView,
  BaseDataNode,
  Page,
} from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { type ListParams, resourceKeys } from './resource';

export type { AssetDetail, AssetEvent, AssetRow, BaseDataNode };

/** One key root for everything about assets (lists, details, history, ledger); the forms' writes use it too. */
export const assetKeys = resourceKeys('assets');

/** `POST assets/edit`: the registration fields (without ownership) with the record's id and version. */
export type AssetEditInput = Omit<AssetInput, 'ownership'> & { id: number; version: number };

const post = <T>(path: string, data: unknown) => request<T>(path, { method: 'POST', data });

/** `GET assets/list`: one of the four views (all, self, public, resource), filtered and paged. */
export function useAssets(view: AssetView, params: ListParams) {
  const query = { ...params, view };
  return useQuery({
    queryKey: assetKeys.list(query),
    queryFn: () => request<Page<AssetRow>>('assets/list', { params: query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET assets/uselist`: the assets the caller's unit uses (its own in use and those it borrowed). */
export function useAssetsInUse(params: ListParams) {
  return useQuery({
    queryKey: [...assetKeys.all, 'inUse', params],
    queryFn: () => request<Page<AssetRow>>('assets/uselist', { params }),
    placeholderData: keepPreviousData,
  });
}

/** `GET assets/detail?id=`: the asset with its attachments and the open form it is on. */
export function useAssetDetail(id: number | undefined) {
  return useQuery({
    queryKey: assetKeys.detail(id ?? 0),
    queryFn: () => request<AssetDetail>('assets/detail', { params: { id } }),
    enabled: id !== undefined && id > 0,
  });
}

/** `GET assets/history/{id}`: the asset's events, newest first. */
export function useAssetHistory(id: number | undefined) {
  return useQuery({
    queryKey: [...assetKeys.all, 'history', id ?? 0],
    queryFn: () => request<AssetEvent[]>(`assets/history/${id}`),
    enabled: id !== undefined && id > 0,
  });
}

/** `GET assets/events` (AllList): the movement ledger. */
export function useAssetEvents(params: ListParams) {
  return useQuery({
    queryKey: [...assetKeys.all, 'events', params],
    queryFn: () => request<Page<AssetEvent>>('assets/events', { params }),
    placeholderData: keepPreviousData,
  });
}

/** `GET BaseDataTree`: the asset classification (pickers and filters); it rarely changes. */
export function useAssetClassTree() {
  return useQuery({
    queryKey: ['BaseDataTree'],
    queryFn: () => request<BaseDataNode[]>('BaseDataTree'),
    staleTime: 300_000,
  });
}

/** A write on assets that refreshes every asset query once it succeeds. */
function useAssetWrite<V, R>(send: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

/** `POST assets/addassets`: returns the registered asset with its generated code. */
export const useCreateAsset = () =>
  useAssetWrite((input: AssetInput) => post<AssetRow>('assets/addassets', input));

export const useEditAsset = () =>
  useAssetWrite((input: AssetEditInput) => post<string>('assets/edit', input));

export const useBindAsset = () =>
  useAssetWrite((input: { id: number; tag: string; storage_location_id: number | null }) =>
    post<string>('assets/binding', input),
  );

export const useUnbindAssets = () =>
  useAssetWrite((ids: number[]) => post<string>('assets/nobinding', { ids }));

/** Offers the assets for sharing (`1`) or withdraws them (`0`). */
export const useSetAssetResource = () =>
  useAssetWrite(({ ids, is_resource }: { ids: number[]; is_resource: 0 | 1 }) =>
    post<string>('assets/updateresource', { ids, is_resource }),
  );

/** Replaces the marks of the assets (an empty list clears them). */
export const useMarkAssets = () =>
  useAssetWrite(({ ids, marks }: { ids: number[]; marks: AssetMark[] }) =>
    post<string>('assets/mark', { ids, marks }),
  );

export const useDeleteAssets = () => useAssetWrite((ids: number[]) => post<string>('assets/del', { ids }));
