import type { RouteNode } from '@bo/contract';
import {
  CONSTANT_ROUTES,
  hasRouteAccess,
  isExternal,
  joinPath,
  LAYOUT_COMPONENT,
} from '../../app/routeModel';

/** A sidebar entry: a routed item (key = absolute path), an external link, or a group (two levels only). */
export interface MenuEntry {
  key: string;
  title: string;
  icon?: string;
  /** External link opened in a new tab. */
  link?: string;
  children?: MenuEntry[];
}

const DASHBOARD = CONSTANT_ROUTES[0]!;

function visible(node: RouteNode, roles: readonly string[]): boolean {
  return !node.hidden && hasRouteAccess(node.meta.roles ?? [], roles);
}

function toEntry(node: RouteNode, base: string, fallbackIcon?: string): MenuEntry {
  const link = node.meta.link || (isExternal(node.path) ? node.path : undefined);
  const key = link ?? (node.component === 'Dashboard' ? DASHBOARD.path : joinPath(base, node.path));
  return { key, title: node.meta.title, icon: node.meta.icon || fallbackIcon, link };
}

/**
 * The sidebar from the server route tree: only permitted, non-hidden routes; a group with
 * exactly one visible child becomes that child as a single item (unless alwaysShow); deeper levels are
 * not shown. The dashboard is always first.
 */
export function buildMenu(nodes: readonly RouteNode[], roles: readonly string[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of nodes) {
    if (!visible(node, roles)) continue;
    if (node.component !== LAYOUT_COMPONENT) {
      entries.push(toEntry(node, '/'));
      continue;
    }
    const base = joinPath('/', node.path);
    const children = (node.children ?? []).filter((c) => visible(c, roles)).map((c) => toEntry(c, base));
    if (children.length === 0) continue;
    if (children.length === 1 && !node.alwaysShow) {
      const only = children[0]!;
      entries.push({ ...only, icon: only.icon || node.meta.icon });
      continue;
    }
    entries.push({ key: base, title: node.meta.title, icon: node.meta.icon, children });
  }
  const hasDashboard = entries.some(
    (e) => e.key === DASHBOARD.path || e.children?.some((c) => c.key === DASHBOARD.path),
  );
  return hasDashboard
    ? entries
    : [{ key: DASHBOARD.path, title: DASHBOARD.title, icon: DASHBOARD.icon }, ...entries];
}

/** The group key holding `key`, to open its submenu. */
export function parentKeyOf(entries: readonly MenuEntry[], key: string): string | undefined {
  return entries.find((e) => e.children?.some((c) => c.key === key))?.key;
}
