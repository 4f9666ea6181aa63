import type { Resource, ResourceInputOf, ResourceRowOf } from '@bo/contract';
import { plainResource } from './resource';

/**
 * The typed client of a declared resource: its paths, methods, request and response types all come
 * from the declaration (`declaredApi(assetTagResource).useList(params)` pages `GET assetTag`).
 */
export function declaredApi<R extends Resource>(resource: R) {
  return plainResource<ResourceRowOf<R>, ResourceInputOf<R>>(resource.name, resource.path);
}
