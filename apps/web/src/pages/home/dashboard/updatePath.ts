import { PERMISSION_REGISTRY } from '@bo/contract';
import { joinPath } from '../../../app/routeModel';

/** The route of a page by its permission api name (e.g. `UpdateDetail` → `/system/update`). */
export function pagePath(api: string): string {
  for (const group of PERMISSION_REGISTRY) {
    const page = group.pages.find((p) => p.api === api);
    if (page) return joinPath(group.path, page.path);
  }
  return '/404';
}
