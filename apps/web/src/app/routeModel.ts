import type { RouteNode } from '@bo/contract';
import { matchPath } from 'react-router';

/** The component name of a server route group that only frames its children. */
export const LAYOUT_COMPONENT = 'Layout';
/** Breadcrumb marker of the vue-element-admin family: a crumb that is not a link. */
export const NO_REDIRECT = 'noRedirect';

/** A menu group (a `Layout` node of the server route tree). */
export interface AppGroup {
  path: string;
  title: string;
  icon?: string;
  redirect?: string;
}

/** A page route inside the layout, flattened from the server route tree with an absolute path. */
export interface AppRoute {
  path: string;
  component: string;
  name: string;
  title: string;
  icon?: string;
  roles: string[];
  hidden: boolean;
  noCache: boolean;
  /** Absolute path of the menu item to highlight (and the parent crumb) for hidden pages. */
  activeMenu?: string;
  /** External link: opened in a new tab, never routed. */
  link?: string;
  redirect?: string;
  group?: AppGroup;
}

export const isExternal = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);

export function joinPath(base: string, path: string): string {
  if (isExternal(path)) return path;
  const joined = path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`;
  return `/${joined.split('/').filter(Boolean).join('/')}`;
}

/** Constant routes shown inside the layout (hidden from the menu). */
export const CONSTANT_ROUTES: AppRoute[] = [
  {
    path: '/dashboard',
    component: 'Dashboard',
    name: 'Dashboard',
    title: 'dashboard',
    icon: 'dashboard',
    roles: [],
    hidden: false,
    noCache: false,
  },
  {
    // Every signed-in admin's own notifications: no roles needed, like the account's own pages.
    path: '/notifications',
    component: 'Notifications',
    name: 'Notifications',
    title: 'Notifications',
    icon: 'message',
    roles: [],
    hidden: true,
    noCache: true,
  },
  {
    path: '/content/info/:id',
    component: 'ContentInfo',
    name: 'ContentInfo',
    title: 'contentInfo',
    roles: [],
    hidden: true,
    noCache: true,
  },
];

function toRoute(node: RouteNode, base: string, group?: AppGroup): AppRoute {
  // The dashboard is the constant /dashboard route wherever the server files it.
  const path = node.component === 'Dashboard' ? '/dashboard' : joinPath(base, node.path);
  const link = node.meta.link || (isExternal(node.path) ? node.path : undefined);
  return {
    path,
    component: node.component,
    name: node.name ?? node.component,
    title: node.meta.title,
    icon: node.meta.icon,
    roles: node.meta.roles ?? [],
    hidden: Boolean(node.hidden),
    noCache: Boolean(node.meta.noCache),
    activeMenu: node.meta.activeMenu,
    link,
    redirect: node.redirect,
    group,
  };
}

/** Flattens the server tree (two levels) to page routes with absolute paths and resolved activeMenu paths. */
export function buildAppRoutes(nodes: RouteNode[]): AppRoute[] {
  const pages: AppRoute[] = [];
  for (const node of nodes) {
    if (node.component === LAYOUT_COMPONENT) {
      const group: AppGroup = {
        path: joinPath('/', node.path),
        title: node.meta.title,
        icon: node.meta.icon,
        redirect: node.redirect,
      };
      for (const child of node.children ?? []) pages.push(toRoute(child, group.path, group));
    } else {
      pages.push(toRoute(node, '/'));
    }
  }
  const byName = new Map(pages.map((p) => [p.name, p.path]));
  const resolved = pages.map((p) => {
    if (!p.activeMenu || p.activeMenu.startsWith('/')) return p;
    return { ...p, activeMenu: byName.get(p.activeMenu) };
  });
  const dashboard = resolved.find((p) => p.path === '/dashboard');
  const constants = CONSTANT_ROUTES.map((c) => (c.path === '/dashboard' && dashboard ? dashboard : c));
  return [...constants, ...resolved.filter((p) => p !== dashboard && !p.link)];
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

export function matchAppRoute(routes: AppRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (m) return { route, params: m.params };
  }
  return null;
}

/** A page without roles is open to any signed-in user; otherwise one of its roles is needed. */
export function hasRouteAccess(roles: readonly string[], userRoles: readonly string[]): boolean {
  return roles.length === 0 || roles.some((r) => userRoles.includes(r));
}
