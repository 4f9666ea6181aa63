import type { PageDesign, PageDesignInput } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export const pageDesignKeys = { home: ['project', 'home'] as const };

/** `GET project`: the storefront home layout with its version. */
export function usePageDesign() {
  return useQuery({ queryKey: pageDesignKeys.home, queryFn: () => request<PageDesign>('project') });
}

/**
 * `POST project`: saves the whole layout from `version`. Failures are shown by the editor itself (field
 * errors on the blocks, a stale-version banner), so the call is silent.
 */
export function useSavePageDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PageDesignInput) =>
      request<PageDesign>('project', { method: 'POST', data: input, silent: true }),
    onSuccess: (saved) => client.setQueryData(pageDesignKeys.home, saved),
  });
}
