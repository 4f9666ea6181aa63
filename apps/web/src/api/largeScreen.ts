import type { LargeScreen } from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ensureFreshToken } from '../auth/session';
import { hasToken } from '../auth/token';
import { request } from './client';

export type { LargeScreen };

/** How often the wall display asks for new figures (the server computes them once a minute too). */
export const LARGE_SCREEN_REFRESH_MS = 60_000;

const largeScreenKey = ['largeScreen'] as const;

/**
 * `GET largeScreen`: refreshed every minute, also while the window is in the background (a wall
 * display is rarely focused). The figures shown stay while new ones load; once there are figures, a
 * failed refresh shows no dialog (the page says it) and the next one tries again. A wall display runs
 * for days without navigating, so each refresh first renews a token about to expire, as the guard
 * does on navigation.
 */
export function useLargeScreen() {
  const client = useQueryClient();
  return useQuery({
    queryKey: largeScreenKey,
    queryFn: async () => {
      if (hasToken()) await ensureFreshToken();
      return request<LargeScreen>('largeScreen', {
        silent: client.getQueryData(largeScreenKey) !== undefined,
      });
    },
    refetchInterval: LARGE_SCREEN_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: LARGE_SCREEN_REFRESH_MS,
  });
}
