import { type AppRoute, hasRouteAccess } from '../../app/routeModel';
import type { PageCommand } from '../../stores/pageCommands';
import type { TagView } from '../../stores/tags';
import type { MenuEntry } from '../sidebar/menuModel';
import { PALETTE_ACTIONS } from './paletteActions';
import { filterByKeys } from './paletteSearch';

/** The palette's sections, in the order they are listed and moved through. */
export const PALETTE_SECTIONS = ['recent', 'actions', 'pages'] as const;
export type PaletteSection = (typeof PALETTE_SECTIONS)[number];

/** A page of the app (with a command for it to run), or an external link of the menu. */
export type PaletteTarget = { to: string; command?: PageCommand } | { link: string };

/** A catalog text as shown now, with every text it is found by. */
export interface Named {
  label: string;
  keys: string[];
}

/** Names the catalog text `key` (or `fallback`, a title an admin typed, when there is none). */
export type NameOf = (key: string, fallback: string) => Named;

export interface PaletteEntry extends Named {
  /** Unique in the palette; also its option's id suffix. */
  id: string;
  section: PaletteSection;
  /** Where it is: the menu group of a page, the address of a recent one. */
  detail?: string;
  /** The menu icon of a page. */
  icon?: string;
  target: PaletteTarget;
}

/** How many recently shown pages are offered. */
export const RECENT_LIMIT = 8;

export interface PaletteSource {
  /** The sidebar as built for the user: permitted pages only. */
  menu: readonly MenuEntry[];
  /** Every route of the user's tree, to find the page an action opens. */
  routes: readonly AppRoute[];
  /** The tab bar's views, the recent pages and records. */
  views: readonly TagView[];
  /** The page shown now, which is not offered as a recent one. */
  currentPath: string;
  roles: readonly string[];
  /** Whether the user holds a permission api. */
  allowed: (api: string) => boolean;
  nameOf: NameOf;
}

const routeName = (source: PaletteSource, title: string) => source.nameOf(`route.${title}`, title);

/** The menu's pages, each with its group's name; a link of the menu opens in a new tab as it does there. */
function pageEntries(source: PaletteSource): PaletteEntry[] {
  return source.menu.flatMap((entry) => {
    const group = entry.children ? routeName(source, entry.title).label : undefined;
    return (entry.children ?? [entry]).map(
      (page): PaletteEntry => ({
        id: `page:${page.key}`,
        section: 'pages',
        ...routeName(source, page.title),
        detail: group,
        icon: page.icon,
        target: page.link ? { link: page.link } : { to: page.key },
      }),
    );
  });
}

/** The tabs last shown first; a record's address (its id) is shown and searchable. */
function recentEntries(source: PaletteSource): PaletteEntry[] {
  return source.views
    .filter((v) => v.path !== source.currentPath)
    .sort((a, b) => (b.seen ?? 0) - (a.seen ?? 0))
    .slice(0, RECENT_LIMIT)
    .map((v) => {
      const name = routeName(source, v.title);
      return {
        id: `recent:${v.path}`,
        section: 'recent',
        label: name.label,
        keys: [...name.keys, v.fullPath],
        detail: v.fullPath,
        target: { to: v.fullPath },
      };
    });
}

/** The declared actions the user holds the permission of and may open the page of. */
function actionEntries(source: PaletteSource): PaletteEntry[] {
  return PALETTE_ACTIONS.flatMap((action) => {
    const route = source.routes.find((r) => r.component === action.page && !r.path.includes(':'));
    if (!route || !hasRouteAccess(route.roles, source.roles) || !source.allowed(action.permission)) return [];
    const entry: PaletteEntry = {
      id: `action:${action.id}`,
      section: 'actions',
      ...source.nameOf(`layout.palette.actions.${action.id}`, action.id),
      target: { to: route.path, command: action.command },
    };
    return [entry];
  });
}

/** Everything the palette offers the user, section by section. */
export function buildPaletteEntries(source: PaletteSource): PaletteEntry[] {
  return [...recentEntries(source), ...actionEntries(source), ...pageEntries(source)];
}

/** What `query` matches, still section by section (the best matches first within each). */
export function filterPalette(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return PALETTE_SECTIONS.flatMap((section) =>
    filterByKeys(
      entries.filter((e) => e.section === section),
      query,
    ),
  );
}
