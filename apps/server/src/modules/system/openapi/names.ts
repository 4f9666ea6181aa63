import { routeOfPermission, uiCatalogs } from '@bo/contract';

/**
 * The words of a documented path: segments split at case changes and punctuation, a path parameter
 * read as "by <name>" (`/assetsJoin/approve/{id}` → assets join approve by id).
 */
function pathWords(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const words = (parameter?.[1] ?? segment).match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [];
      return [...(parameter ? ['by'] : []), ...words.map((w) => w.toLowerCase())];
    });
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId: the method and the path's words in camelCase (`POST /assetsJoin/approve/{id}` →
 * `postAssetsJoinApproveById`). Built from the method and path only, so it stays the same as long as
 * the route does, and client generators name their functions after it. Permission names would read
 * better but several routes share one (a list and its detail), so they could not name one operation.
 */
export function operationIdOf(method: string, path: string): string {
  return [method.toLowerCase(), ...pathWords(path).map(capitalized)].join('');
}

const routeTitles: Readonly<Record<string, string>> = uiCatalogs.en.route;

/** The English menu title of the page a permission belongs to (see `routeOfPermission`). */
function pageTitleOf(permission: string): string | undefined {
  const route = routeOfPermission(permission, (api) => api in routeTitles);
  return route ? routeTitles[route] : undefined;
}

/**
 * A summary for a route that declares none: the method and path in words, followed by the title of
 * the back-office page its permission belongs to (`Post admin destroy by id (Administrators)`).
 */
export function summaryOf(method: string, path: string, permission: string | null | undefined): string {
  const words = [capitalized(method.toLowerCase()), ...pathWords(path)].join(' ');
  const title = permission ? pageTitleOf(permission) : undefined;
  return title ? `${words} (${title})` : words;
}
