import type { Db } from '../db/database.js';
import { DbCache } from '../lib/db-cache.js';
import { claimedApis, switchesOff } from './plugin-claims.js';

const disabled = new DbCache<0, ReadonlySet<string>, Db>({ ttlMs: 10_000, max: 1 }, async (db) => {
  const rows = await db
    .selectFrom('plugins')
    .select(['code', 'manifest'])
    .where((eb) => eb.or([eb('enabled', '=', 0), eb('installed', '=', 0)]))
    .execute();
  const apis = new Set<string>();
  for (const row of rows) {
    for (const api of claimedApis(row.manifest)) if (switchesOff(row.code, api)) apis.add(api);
  }
  return apis;
});

/**
 * Permission apis owned by plug-ins that are disabled or not installed: hidden from menus and refused
 * by the guard. A core registry api is never among them, whatever a stored manifest claims (see
 * {@link switchesOff}). Cached per database for 10 s or until a write (lib/db-cache.ts), and forgotten at
 * once when this instance changes a plug-in's state (the rest of that request sees the change).
 */
export function disabledPluginApis(db: Db): Promise<ReadonlySet<string>> {
  return disabled.get(db, 0);
}

export function forgetDisabledPluginApis(db: Db): void {
  disabled.forget(db);
}
