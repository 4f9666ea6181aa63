import { CORE_PERMISSION_APIS, PLUGIN_OWNED_APIS } from '@bo/contract';
import { type AppError, invalid } from '../http/errors.js';

/** The guard compares api names exactly; look-alikes differing only in case are refused too. */
const fold = (api: string) => api.toLowerCase();
const CORE = new Set([...CORE_PERMISSION_APIS].map(fold));

/** The plug-in code owning each registry api that belongs to a built-in plug-in. */
const OWNER = new Map(
  Object.entries(PLUGIN_OWNED_APIS).flatMap(([code, apis]) => apis.map((api) => [fold(api), code] as const)),
);

export interface StoredClaim {
  code: string;
  permissions: readonly string[];
}

/** A stored manifest's claimed apis, tolerating old or hand-edited rows (never throws). */
export function claimedApis(manifestJson: string): string[] {
  try {
    const manifest = JSON.parse(manifestJson) as { permissions?: unknown };
    return Array.isArray(manifest.permissions)
      ? manifest.permissions.filter((api): api is string => typeof api === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Whether a disabled plug-in `code` may switch `api` off: only apis it alone can own. A core api never
 * goes off (a plug-in can never lock administrators out), and a built-in plug-in's api only with that
 * plug-in, whatever a stored manifest says.
 */
export function switchesOff(code: string, api: string): boolean {
  const key = fold(api);
  if (CORE.has(key)) return false;
  const owner = OWNER.get(key);
  return owner === undefined || owner === code;
}

/**
 * Why plug-in `code` may not claim its manifest's `permissions`, or undefined: a core registry api, an
 * api that a built-in plug-in or another stored plug-in (`others`) already owns, or one of the
 * `existing` permission rows no plug-in owns (an administrator's own: registering a plug-in that is
 * not yet installed would switch it off). 42200 on `permissions` naming the offending apis.
 */
export function claimRefusal(
  code: string,
  permissions: readonly string[],
  others: readonly StoredClaim[],
  existing: readonly string[] = [],
): AppError | undefined {
  const core = permissions.filter((api) => CORE.has(fold(api)));
  if (core.length > 0) return invalid({ permissions: 'plugin.coreApis' }, { apis: unique(core) });
  const taken = new Set(others.filter((o) => o.code !== code).flatMap((o) => o.permissions.map(fold)));
  const clashing = permissions.filter((api) => {
    const owner = OWNER.get(fold(api));
    return (owner !== undefined && owner !== code) || taken.has(fold(api));
  });
  if (clashing.length > 0) return invalid({ permissions: 'plugin.apisTaken' }, { apis: unique(clashing) });
  const rows = new Set(existing.map(fold));
  const inUse = permissions.filter((api) => rows.has(fold(api)) && !OWNER.has(fold(api)));
  if (inUse.length > 0) return invalid({ permissions: 'plugin.apisExist' }, { apis: unique(inUse) });
  return undefined;
}

const unique = (apis: string[]) => [...new Set(apis)].join(', ');
