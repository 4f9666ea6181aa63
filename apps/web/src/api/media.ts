import type { MediaRow } from '@bo/contract';
import { type ListParams, resourceApi, resourceKeys, useResourceDestroy, useResourceList } from './resource';

export type { MediaRow } from '@bo/contract';

export const mediaKeys = resourceKeys('media');
export const mediaApi = resourceApi<MediaRow, MediaRow, never>('media');

/** A page of the library (`keyword`, `type`, `page`, `limit`). */
export function useMediaList(params: ListParams) {
  return useResourceList(mediaKeys, mediaApi, params);
}

/** Deletes a file; refused with 40900 while it is used (the client shows the server's message). */
export function useDestroyMedia() {
  return useResourceDestroy(mediaKeys, mediaApi);
}
