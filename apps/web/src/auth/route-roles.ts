import type { RouteNode } from '@bo/contract';
import { matchPath } from 'react-router';

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** meta.roles of the server route matching `pathname` (deepest match), or undefined when none matches. */
export function rolesForPath(pathname: string, routes: RouteNode[], parent = ''): string[] | undefined {
  for (const node of routes) {
    const full = join(parent, node.path);
    const deeper = node.children ? rolesForPath(pathname, node.children, full) : undefined;
    if (deeper) return deeper;
    if (matchPath({ path: full, end: true }, pathname)) return node.meta?.roles ?? [];
  }
  return undefined;
}

/** A page whose meta.roles include none of the user's roles is blocked; no roles = open. */
export function isBlocked(pathname: string, routes: RouteNode[], userRoles: string[]): boolean {
  const roles = rolesForPath(pathname, routes);
  if (!roles || roles.length === 0) return false;
  return !roles.some((r) => userRoles.includes(r));
}
