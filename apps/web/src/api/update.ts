import type { UpdateInfo, UpdateRun, UserInfo } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasPermission } from '../auth/Permission';
import { request } from './client';

export const updateKeys = { all: ['update'] as const };

export const updateApi = {
  /** `GET update`: running version, changelog and what the update feed offers. */
  info: () => request<UpdateInfo>('update', { silent: true }),
  /** `POST update/run`: records the request and returns the commands that apply the update here. */
  run: () => request<UpdateRun>('update/run', { method: 'POST', data: {} }),
};

/** The permission that lets a user see update information. */
export const UPDATE_API = 'UpdateDetail';

let prefetched: Promise<UpdateInfo> | null = null;

/**
 * After userInfo the route guard fetches update info (for the dashboard's new-version banner). The check
 * starts here and the first {@link useUpdateInfo} takes over the response; a failure here never signs the
 * user out (it is shown where the information is used).
 */
export function prefetchUpdateInfo(info: UserInfo): void {
  if (!hasPermission(info, info.roles, UPDATE_API)) return;
  const pending = updateApi.info();
  prefetched = pending;
  // A failed check is not handed on: the first page that wants the information asks again.
  pending.catch(() => {
    if (prefetched === pending) prefetched = null;
  });
}

function takePrefetched(): Promise<UpdateInfo> | null {
  const pending = prefetched;
  prefetched = null;
  return pending;
}

/** The update check; the feed is asked at most every 10 minutes unless the user asks again. */
export function useUpdateInfo(enabled = true) {
  return useQuery({
    queryKey: updateKeys.all,
    queryFn: () => takePrefetched() ?? updateApi.info(),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useRunUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateApi.run,
    onSettled: () => client.invalidateQueries({ queryKey: updateKeys.all }),
  });
}
