import type { Db } from '../../../db/database.js';
import { claimedApis, switchesOff } from './claims.js';

const TTL_MS = 10_000;
const cache = new WeakMap<Db, { apis: ReadonlySet<string>; at: number }>();

/**
 * Permission apis owned by plug-ins that are disabled or not installed: hidden from menus and refused
 * by the guard. A core registry api is never among them, whatever a stored manifest claims (see
 * {@link switchesOff}). Cached per database for 10 s (other instances' changes arrive within that), and
 * dropped at once when this instance changes a plug-in's state.
 */
export async function disabledPluginApis(db: Db): Promise<ReadonlySet<string>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.apis;
  const rows = await db
    .selectFrom('plugins')
    .select(['code', 'manifest'])
    .where((eb) => eb.or([eb('enabled', '=', 0), eb('installed', '=', 0)]))
    .execute();
  const apis = new Set<string>();
  for (const row of rows) {
    for (const api of claimedApis(row.manifest)) if (switchesOff(row.code, api)) apis.add(api);
  }
  cache.set(db, { apis, at: Date.now() });
  return apis;
}

export function forgetDisabledPluginApis(db: Db): void {
  cache.delete(db);
}
