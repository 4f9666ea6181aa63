import type { SiteBrand } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';

/** Under the configuration's key: saving the configuration refreshes the shell's name and logo. */
export const siteKey = ['config', 'site'] as const;

/** `GET site`: the configured name and logo of the signed-in shell. */
export function useSiteBrand() {
  return useQuery({ queryKey: siteKey, queryFn: () => request<SiteBrand>('site'), staleTime: 60_000 });
}
