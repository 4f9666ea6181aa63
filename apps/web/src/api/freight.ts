import type { FreightInput, FreightRow } from '@bo/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useInvalidateResource,
  useResourceDestroy,
  useResourceDetail,
  useResourceList,
  useResourceSave,
} from './resource';

export type { FreightRow };

export const freightKeys = resourceKeys('freight');
const freightApi = resourceApi<FreightRow, FreightRow, FreightInput>('freight');

export const useFreights = (params: ListParams) => useResourceList(freightKeys, freightApi, params);
export const useFreight = (id: number | undefined) => useResourceDetail(freightKeys, freightApi, id);
export const useSaveFreight = () => useResourceSave(freightKeys, freightApi);
export const useDestroyFreight = () => useResourceDestroy(freightKeys, freightApi);

/** `POST freight/copy/{id}`: a copy of the template named "<name> (copy)"; answers the new template. */
export function useCopyFreight() {
  const invalidate = useInvalidateResource(freightKeys);
  return useMutation({
    mutationFn: (id: number) => request<FreightRow>(`freight/copy/${id}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** Every template (up to 200) for the goods form's picker. */
export function useFreightOptions(enabled = true) {
  return useQuery({
    queryKey: [...freightKeys.lists(), 'options'],
    queryFn: () => freightApi.list({ limit: 200 }),
    enabled,
    staleTime: 30_000,
  });
}
