import type { Dashboard } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';

export type { Dashboard };

/** `GET index`: the dashboard figures, refreshed every minute while the page is open. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => request<Dashboard>('index'),
    refetchInterval: 60_000,
  });
}
