import type { PowerInput, PowerNode } from '@bo/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import {
  resourceApi,
  resourceKeys,
  useInvalidateResource,
  useResourceDestroy,
  useResourceSave,
} from './resource';

export type { PowerInput, PowerNode } from '@bo/contract';

export const powerKeys = resourceKeys('power');
export const powerApi = {
  ...resourceApi<PowerNode, PowerNode, PowerInput>('power'),
  tree: () => request<PowerNode[]>('power', { params: { all: 1 } }),
  refresh: () => request<{ added: string[] }>('power/refresh', { method: 'POST', data: {} }),
};

/** The whole permission tree. */
export function usePowerTree() {
  return useQuery({ queryKey: [...powerKeys.lists(), 'tree'], queryFn: powerApi.tree });
}

export function useSavePower() {
  return useResourceSave(powerKeys, powerApi);
}

export function useDestroyPower() {
  return useResourceDestroy(powerKeys, powerApi);
}

/** "Refresh permissions": inserts what the code registry has and the database lacks. */
export function useRefreshPowers() {
  const invalidate = useInvalidateResource(powerKeys);
  return useMutation({ mutationFn: powerApi.refresh, onSuccess: invalidate });
}
