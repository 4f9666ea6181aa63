import { type AppRoute, NO_REDIRECT } from '../../app/routeModel';

/** A breadcrumb item; `to` absent = plain text. Titles are raw route titles (translated when shown). */
export interface Crumb {
  title: string;
  to?: string;
}

const HOME: Crumb = { title: 'home', to: '/dashboard' };

/**
 * The breadcrumb: home first unless on the dashboard; hidden create/edit/detail pages add their
 * list page (meta.activeMenu); the last item, and one marked noRedirect, is plain text.
 */
export function buildCrumbs(route: AppRoute | null, routes: readonly AppRoute[]): Crumb[] {
  if (!route) return [];
  if (route.path === '/dashboard') return [{ title: route.title }];
  const crumbs: Crumb[] = [HOME];
  const group = route.group;
  if (group?.title) {
    const linkable = group.redirect && group.redirect !== NO_REDIRECT;
    crumbs.push(linkable ? { title: group.title, to: group.redirect } : { title: group.title });
  }
  const parent = route.activeMenu ? routes.find((r) => r.path === route.activeMenu) : undefined;
  if (parent && parent !== route) {
    crumbs.push(
      parent.redirect === NO_REDIRECT ? { title: parent.title } : { title: parent.title, to: parent.path },
    );
  }
  crumbs.push({ title: route.title });
  return crumbs;
}
