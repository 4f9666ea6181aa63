import { memo, type ReactNode, useLayoutEffect, useMemo } from 'react';
import { type Location, Navigate, Route, Routes, useLocation } from 'react-router';
import { isKnownPagePath } from '../../app/knownPages';
import { PageOutlet } from '../../app/PageOutlet';
import { type AppRoute, hasRouteAccess, type RouteMatch } from '../../app/routeModel';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { REDIRECT_PREFIX, RedirectPage } from '../../pages/redirect/RedirectPage';
import { useSession } from '../../stores/session';
import { keptViews, type TagView, useTags } from '../../stores/tags';
import { recordVisit } from './recordVisit';

interface Props {
  routes: readonly AppRoute[];
  match: RouteMatch | null;
}

export const UNAUTHORIZED_PATH = '/401?noGoBack=true';

/**
 * The page area with keep-alive: a visited view stays mounted (hidden) while its tab is open, unless its
 * route is no-cache or it is not among the most recently shown (`keptViews`); closing the tab unmounts
 * it; a refresh remounts it (nonce).
 */
export function ViewHost({ routes, match }: Props) {
  const location = useLocation();
  const { roles } = useSession();
  const { views } = useTags();
  const redirecting =
    location.pathname === REDIRECT_PREFIX || location.pathname.startsWith(`${REDIRECT_PREFIX}/`);
  const blocked = match !== null && !hasRouteAccess(match.route.roles, roles);
  const fullPath = `${location.pathname}${location.search}`;
  const route = match?.route;

  // In the commit itself, not after paint: a passive effect can still be pending when the next click
  // arrives (say "close others" right after a navigation), and would then add back the tab just closed.
  useLayoutEffect(() => {
    recordVisit(location);
  }, [location]);

  const elements = useMemo(
    () =>
      routes.map((r) => (
        <Route key={r.path} path={r.path} element={<PageOutlet component={r.component} />} />
      )),
    [routes],
  );

  if (!redirecting && !match) {
    return <Navigate to={isKnownPagePath(location.pathname) ? UNAUTHORIZED_PATH : '/404'} replace />;
  }
  if (!redirecting && blocked) return <Navigate to={UNAUTHORIZED_PATH} replace />;

  const active = redirecting ? null : location.pathname;
  const shown: TagView[] = keptViews(views, active);
  if (active && route && !shown.some((v) => v.path === active)) {
    shown.push({ path: active, fullPath, title: route.title, noCache: route.noCache, nonce: 0 });
  }

  return (
    <>
      {redirecting && <RedirectPage />}
      {shown.map((v) => (
        <KeptView
          key={`${v.path}#${v.nonce}`}
          path={v.path}
          location={v.path === active ? location : v.fullPath}
          elements={elements}
        />
      ))}
    </>
  );
}

/**
 * One view of the tab bar. Memoized: a hidden view's props stay the same across navigations, so opening
 * a page re-renders that page only, however many tabs are open (not every kept view each time).
 */
const KeptView = memo(function KeptView({
  path,
  location,
  elements,
}: {
  path: string;
  /** The router's location while active; the tab's own address while hidden. */
  location: Location | string;
  elements: ReactNode;
}) {
  return (
    <div hidden={typeof location === 'string'} data-view={path}>
      <ErrorBoundary>
        <Routes location={location}>{elements}</Routes>
      </ErrorBoundary>
    </div>
  );
});
