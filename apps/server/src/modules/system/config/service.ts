import {
  type ConfigGroups,
  SECRET_MASK,
  SETTING_DEFAULTS,
  SETTING_GROUPS,
  SETTING_NAMES,
  SETTINGS,
  type SettingName,
  type SettingValues,
} from '@bo/contract';
import type { Db } from '../../../db/database.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { DbCache } from '../../../lib/db-cache.js';
import { nowIso } from '../../../lib/time.js';
import { CONFIG_SUBJECT } from './audit.js';

/**
 * Cached values live this long at most; this instance's own writes, and those another instance announces
 * (lib/db-cache.ts), drop them at once.
 */
const CACHE_TTL_MS = 10_000;

/** Every setting's values, one entry per database, dropped with the other caches after a write. */
const cache = new DbCache<0, SettingValues, Db>({ ttlMs: CACHE_TTL_MS, max: 1 }, (db) => load(db));

/** A stored value, or the default when it is missing or no longer valid (e.g. after a rule tightened). */
function decode<K extends SettingName>(name: K, raw: string | undefined): SettingValues[K] {
  if (raw === undefined) return SETTING_DEFAULTS[name];
  try {
    const parsed = SETTINGS[name].schema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as SettingValues[K]) : SETTING_DEFAULTS[name];
  } catch {
    return SETTING_DEFAULTS[name];
  }
}

async function load(db: Db): Promise<SettingValues> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', SETTING_NAMES)
    .execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SETTING_NAMES.map((name) => [name, decode(name, stored.get(name))]),
  ) as SettingValues;
}

/** Every setting's current value (cached in process; see {@link CACHE_TTL_MS}). */
export function getSettings(db: Db): Promise<SettingValues> {
  return cache.get(db, 0);
}

/** One setting's current value, typed by its declaration: `await getSetting(db, 'auto_receive_days')`. */
export async function getSetting<K extends SettingName>(db: Db, name: K): Promise<SettingValues[K]> {
  return (await getSettings(db))[name];
}

/** Forgets the cached values; the next read goes to the database. */
export function invalidateSettings(db: Db): void {
  cache.forget(db);
}

/**
 * Writes the given (already validated) settings in one transaction: all of them or none, the values
 * before and after noted for the admin log. The cache is cleared after the commit, so the next request
 * sees the new values.
 */
export async function saveSettings(
  db: Db,
  changes: Partial<SettingValues>,
  audit: AuditTrail,
): Promise<void> {
  // A secret sent back as its mask keeps the stored value.
  const changed = (name: SettingName) =>
    changes[name] !== undefined && !(SETTINGS[name].type === 'secret' && changes[name] === SECRET_MASK);
  const entries = SETTING_NAMES.filter(changed).map((name) => ({
    key: name,
    value: JSON.stringify(changes[name]),
  }));
  if (entries.length === 0) return;
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      const before = await load(trx);
      for (const entry of entries) {
        await trx
          .insertInto('settings')
          .values({ ...entry, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: entry.value, updated_at: now }))
          .execute();
      }
      audit.note(CONFIG_SUBJECT, null, before, await load(trx));
    });
  } finally {
    invalidateSettings(db);
  }
}

/** `GET config`: the groups in tab order with their settings' types, values and defaults. */
export async function configGroups(db: Db): Promise<ConfigGroups> {
  const values = await getSettings(db);
  return SETTING_GROUPS.map((group) => ({
    group,
    settings: SETTING_NAMES.filter((name) => SETTINGS[name].group === group).map((name) => {
      const definition: { type: ConfigGroups[number]['settings'][number]['type']; unit?: string } =
        SETTINGS[name];
      return {
        name,
        type: definition.type,
        // Secrets are never sent back: a stored one shows as the mask.
        value: definition.type === 'secret' && values[name] !== '' ? SECRET_MASK : values[name],
        default: SETTING_DEFAULTS[name],
        ...(definition.unit ? { unit: definition.unit } : {}),
      };
    }),
  }));
}
