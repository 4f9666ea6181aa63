import type { PlaceInput, PlaceNode } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type { PlaceNode };

const placeKeys = { all: ['storageLocation'] as const };

/** `GET storageLocationTree`: warehouses with their zones and shelves. */
export function usePlaceTree() {
  return useQuery({
    queryKey: [...placeKeys.all, 'tree'],
    queryFn: () => request<PlaceNode[]>('storageLocationTree'),
  });
}

/** Create (`storageLocation/create`) or edit (`storageLocation/{id}`, with the version) a place. */
export function useSavePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PlaceInput }) =>
      request<unknown>(id ? `storageLocation/${id}` : 'storageLocation/create', {
        method: 'POST',
        data: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: placeKeys.all }),
  });
}

export function useDestroyPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<string>(`storageLocation/destroy/${id}`, { method: 'POST', data: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: placeKeys.all }),
  });
}
