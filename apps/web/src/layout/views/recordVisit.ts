import type { Location } from 'react-router';
import { type AppRoute, buildAppRoutes, hasRouteAccess, matchAppRoute } from '../../app/routeModel';
import { REDIRECT_PREFIX } from '../../pages/redirect/RedirectPage';
import { getSession } from '../../stores/session';
import { HOME_PATH, tagsActions } from '../../stores/tags';

let builtFrom: unknown = null;
let routes: AppRoute[] = [];

function currentRoutes(): AppRoute[] {
  const { routes: nodes } = getSession();
  if (nodes !== builtFrom) {
    builtFrom = nodes;
    routes = buildAppRoutes(nodes);
  }
  return routes;
}

/** Adds the tab of a visited location once its view has rendered. */
export function recordVisit(location: Pick<Location, 'pathname' | 'search'>): void {
  const { pathname, search } = location;
  if (pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`)) return;
  const match = matchAppRoute(currentRoutes(), pathname);
  if (!match || !hasRouteAccess(match.route.roles, getSession().roles)) return;
  tagsActions.add({
    path: pathname,
    fullPath: `${pathname}${search}`,
    title: match.route.title,
    noCache: match.route.noCache,
    affix: pathname === HOME_PATH,
  });
}
