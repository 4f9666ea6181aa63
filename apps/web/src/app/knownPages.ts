import { PERMISSION_REGISTRY } from '@bo/contract';
import { matchPath } from 'react-router';
import { joinPath } from './routeModel';

/** Every page path the product has, whether or not the signed-in user may open it. */
const KNOWN_PAGE_PATHS: readonly string[] = PERMISSION_REGISTRY.flatMap((group) =>
  group.pages.map((page) => joinPath(group.path, page.path)),
);

/**
 * A path outside the user's route tree that is still a page of the product: the user lacks the
 * permission, so the layout shows /401 rather than /404.
 */
export function isKnownPagePath(pathname: string): boolean {
  return KNOWN_PAGE_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
