import type { Resource, ResourceInputOf, ResourceRowOf } from '@bo/contract';
import {
  type ListParams,
  resourceApi,
  resourceKeys,
  useResourceDestroy,
  useResourceList,
  useResourceSave,
} from './resource';

/**
 * The typed client of a declared resource: its paths, methods, request and response types all come
 * from the declaration (`declaredApi(assetTags).useList(params)` pages `GET assetTag`).
 */
export function declaredApi<R extends Resource>(resource: R) {
  const keys = resourceKeys(resource.name);
  const api = resourceApi<ResourceRowOf<R>, ResourceRowOf<R>, ResourceInputOf<R>>(resource.path);
  return {
    keys,
    api,
    useList: (params: ListParams) => useResourceList(keys, api, params),
    useSave: () => useResourceSave(keys, api),
    useDestroy: () => useResourceDestroy(keys, api),
  };
}
