import { ALL_PERMISSION_APIS, PERMISSION_REGISTRY } from '@bo/contract';

/** A registry entry on the tree of what someone holds. */
export interface HeldNode {
  /** Unique on the tree: the api names from the group down (an action may sit under two pages). */
  key: string;
  api: string;
  /** Whether the api itself is held: a group or page also shows when only something below it is. */
  held: boolean;
  children: HeldNode[];
}

export interface HeldTree {
  groups: HeldNode[];
  /** Held apis the registry does not know (a plug-in's, or a permission an administrator made). */
  others: string[];
}

const REGISTRY_APIS = new Set(ALL_PERMISSION_APIS);

const node = (key: string, api: string, held: boolean, children: HeldNode[] = []): HeldNode => ({
  key,
  api,
  held,
  children,
});

/**
 * Held apis arranged as the registry declares them, group → page → actions, so the tree follows the
 * menu whatever order the server listed them in; what holds nothing is left out.
 */
export function effectiveTree(permissions: readonly string[]): HeldTree {
  const held = new Set(permissions);
  const groups = PERMISSION_REGISTRY.flatMap((group) => {
    const pages = group.pages.flatMap((page) => {
      const key = `${group.api}/${page.api}`;
      const actions = (page.actions ?? [])
        .filter((api) => held.has(api))
        .map((api) => node(`${key}/${api}`, api, true));
      return held.has(page.api) || actions.length > 0
        ? [node(key, page.api, held.has(page.api), actions)]
        : [];
    });
    return held.has(group.api) || pages.length > 0
      ? [node(group.api, group.api, held.has(group.api), pages)]
      : [];
  });
  return { groups, others: permissions.filter((api) => !REGISTRY_APIS.has(api)) };
}

/** One thing a page lets someone do: open it, or one of its actions. */
export interface PageAbility {
  api: string;
  /** The page itself (opening it), not one of its actions. */
  page: boolean;
  allowed: boolean;
}

/**
 * What `permissions` allow on the registry page `pageApi` (a page's api is its web component's name):
 * opening it, then each of its actions. Null for a page no permission guards (not in the registry).
 */
export function abilitiesOnPage(pageApi: string, permissions: readonly string[]): PageAbility[] | null {
  const entry = PERMISSION_REGISTRY.flatMap((g) => g.pages).find((p) => p.api === pageApi);
  if (!entry) return null;
  const held = new Set(permissions);
  return [entry.api, ...(entry.actions ?? [])].map((api, i) => ({
    api,
    page: i === 0,
    allowed: held.has(api),
  }));
}
