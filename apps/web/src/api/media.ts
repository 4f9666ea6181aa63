import type { MediaRow } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ListParams, resourceApi, resourceKeys, useResourceDestroy } from './resource';

export type { MediaRow } from '@bo/contract';

export const mediaKeys = resourceKeys('media');
export const mediaApi = resourceApi<MediaRow, MediaRow, never>('media');

/**
 * A page of the library (`keyword`, `type`, `page`, `limit`), read afresh each time it is shown: where
 * a file is used changes with saves elsewhere (goods, banners...), which do not invalidate it.
 */
export function useMediaList(params: ListParams) {
  return useQuery({
    queryKey: mediaKeys.list(params),
    queryFn: () => mediaApi.list(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Deletes a file; refused with 40900 while it is used (the client shows the server's message). */
export function useDestroyMedia() {
  return useResourceDestroy(mediaKeys, mediaApi);
}
