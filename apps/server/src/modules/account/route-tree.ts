import { type PagePermission, PERMISSION_REGISTRY, type RouteNode } from '@bo/contract';
import type { Selectable } from 'kysely';
import type { PermissionsTable } from '../../db/schema.js';

/** The permission table columns the route tree needs. */
export type PermissionRow = Pick<
  Selectable<PermissionsTable>,
  'id' | 'pid' | 'title' | 'api' | 'path' | 'url' | 'icon' | 'sort' | 'state'
>;

export interface RouteTreeInput {
  /** Every row of the permission table (siblings of held pages are needed to resolve `activeMenu`). */
  rows: readonly PermissionRow[];
  /** Ids of the rows the caller holds. */
  held: ReadonlySet<number>;
  /** Role codes holding each row (the super role included), by row id. */
  rolesById: ReadonlyMap<number, readonly string[]>;
  /** Group apis never delivered (the web shows /dashboard as a constant route). */
  excludeGroups?: readonly string[];
  /** Page facts from the code registry, by api; admin-created rows have none. */
  registry?: ReadonlyMap<string, PagePermission>;
}

export const EXCLUDED_GROUPS: readonly string[] = ['Home'];

const REGISTRY_PAGES: ReadonlyMap<string, PagePermission> = new Map(
  PERMISSION_REGISTRY.flatMap((g) => g.pages.map((p) => [p.api, p] as const)),
);

const bySortThenId = (a: PermissionRow, b: PermissionRow) => a.sort - b.sort || a.id - b.id;

function groupPath(group: PermissionRow): string {
  const p = group.path.trim() || `/${group.api ?? group.id}`;
  return p.startsWith('/') ? p : `/${p}`;
}

/** A page's absolute path: pages hold a path relative to their group unless it starts with `/`. */
export function fullPath(group: PermissionRow, page: PermissionRow): string {
  const p = page.path.trim();
  if (p.startsWith('/')) return p;
  return `${groupPath(group).replace(/\/+$/, '')}/${p}`;
}

function sortedUnion(lists: readonly (readonly string[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((l) => l ?? []))].sort();
}

/** The list page api a hidden page belongs to: the registry's, else Create/Edit/Detail → List. */
function activeMenuApi(page: PermissionRow, registry: ReadonlyMap<string, PagePermission>): string | null {
  const api = page.api ?? '';
  const fromRegistry = registry.get(api)?.activeMenu;
  if (fromRegistry) return fromRegistry;
  const derived = api.replace(/(Create|Edit|Detail)$/, 'List');
  return derived !== api ? derived : null;
}

function pageNode(
  group: PermissionRow,
  page: PermissionRow,
  siblings: readonly PermissionRow[],
  input: RouteTreeInput,
  registry: ReadonlyMap<string, PagePermission>,
): RouteNode {
  const api = page.api as string;
  const hidden = page.state !== 1;
  const known = registry.get(api);
  const meta: RouteNode['meta'] = {
    title: page.title || api,
    icon: page.icon,
    roles: sortedUnion([input.rolesById.get(page.id)]),
    noCache: known?.noCache ?? hidden,
  };
  if (hidden) {
    const listApi = activeMenuApi(page, registry);
    const list = listApi ? siblings.find((s) => s.api === listApi) : undefined;
    if (list) meta.activeMenu = fullPath(group, list);
  }
  if (page.url) meta.link = page.url;
  return { path: page.path, component: api, name: api, hidden, meta };
}

/**
 * The caller's `asyncRouterMap` (the menu and routes of the web), built from permission table rows so
 * administrator edits to titles, icons, menu state and external links show at once. Level 1 rows are menu
 * groups (`Layout`), level 2 rows the pages the caller holds; level 3 rows are actions and never routes.
 * Groups without a permitted page are left out; a group shows when the caller holds one of its pages, even
 * without the group row itself.
 */
export function buildRouteTree(input: RouteTreeInput): RouteNode[] {
  const registry = input.registry ?? REGISTRY_PAGES;
  const excluded = new Set(input.excludeGroups ?? EXCLUDED_GROUPS);
  const childrenOf = new Map<number, PermissionRow[]>();
  for (const row of input.rows) {
    if (row.pid === 0) continue;
    const list = childrenOf.get(row.pid) ?? [];
    list.push(row);
    childrenOf.set(row.pid, list);
  }

  const groups = input.rows.filter((r) => r.pid === 0 && !excluded.has(r.api ?? '')).sort(bySortThenId);
  const tree: RouteNode[] = [];
  for (const group of groups) {
    const siblings = (childrenOf.get(group.id) ?? []).slice().sort(bySortThenId);
    const pages = siblings.filter((p) => p.api && input.held.has(p.id));
    if (pages.length === 0) continue;
    const children = pages.map((p) => pageNode(group, p, siblings, input, registry));
    const firstVisible = pages.find((p) => p.state === 1);
    const node: RouteNode = {
      path: groupPath(group),
      component: 'Layout',
      meta: {
        title: group.title || group.api || '',
        icon: group.icon,
        roles: sortedUnion([input.rolesById.get(group.id), ...pages.map((p) => input.rolesById.get(p.id))]),
      },
      children,
    };
    if (firstVisible) node.redirect = fullPath(group, firstVisible);
    // A group the administrator took out of the menu, or one with only hidden pages, still routes.
    if (group.state !== 1 || !firstVisible) node.hidden = true;
    if (group.url) node.meta.link = group.url;
    tree.push(node);
  }
  return tree;
}
