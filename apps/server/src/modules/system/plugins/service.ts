import {
  type Lang,
  type PluginAction,
  type PluginManifest,
  type PluginRow,
  type PluginSettingValue,
  pluginManifestSchema,
} from '@bo/contract';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { assertUpdated, found } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { claimedApis, claimRefusal, type StoredClaim } from '../../../security/plugin-claims.js';
import { forgetDisabledPluginApis } from '../../../security/plugin-switches.js';
import { BUILT_IN_PLUGINS, OFF_UNTIL_ENABLED, REQUIRED_PLUGINS } from './built-ins.js';
import { defaultSettings, maskSettings, type Settings, validateSettings } from './settings.js';

export const pluginColumns = [
  'id',
  'code',
  'name',
  'plugin_version',
  'author',
  'description',
  'category',
  'manifest',
  'settings',
  'installed',
  'enabled',
  'built_in',
  'updated_at',
  'version',
] as const;

export interface StoredPlugin {
  id: number;
  code: string;
  name: string;
  plugin_version: string;
  author: string;
  description: string;
  category: string;
  manifest: string;
  settings: string;
  installed: number;
  enabled: number;
  built_in: number;
  updated_at: string;
  version: number;
}

const manifestOf = (row: Pick<StoredPlugin, 'manifest'>): PluginManifest =>
  pluginManifestSchema.parse(JSON.parse(row.manifest));
const settingsOf = (row: Pick<StoredPlugin, 'settings'>): Settings => JSON.parse(row.settings) as Settings;

/** Keys of a plug-in's settings its manifest calls secret (none when there is no such plug-in). */
export async function secretSettingKeys(db: Db, id: number): Promise<string[]> {
  if (!Number.isSafeInteger(id)) return [];
  const row = await db.selectFrom('plugins').select('manifest').where('id', '=', id).executeTakeFirst();
  if (!row) return [];
  return manifestOf(row)
    .settings.filter((field) => field.type === 'secret')
    .map((field) => field.key);
}

export function presentPlugin(row: StoredPlugin): PluginRow {
  const manifest = manifestOf(row);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    version: row.plugin_version,
    author: row.author,
    description: row.description,
    category: row.category,
    manifest,
    settings: maskSettings(manifest.settings, settingsOf(row)),
    installed: row.installed === 1,
    enabled: row.enabled === 1,
    built_in: row.built_in === 1,
    updated_at: row.updated_at,
    row_version: row.version,
  };
}

/** The stored settings of an enabled plug-in (drivers read them), or undefined when it is off. */
export async function enabledPluginSettings(db: Db, code: string): Promise<Settings | undefined> {
  const row = await db
    .selectFrom('plugins')
    .select('settings')
    .where('code', '=', code)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row ? settingsOf(row) : undefined;
}

/** Every stored plug-in's claimed apis (a new manifest may not claim another's). */
async function storedClaims(trx: Trx): Promise<StoredClaim[]> {
  const rows = await trx.selectFrom('plugins').select(['code', 'manifest']).execute();
  return rows.map((r) => ({ code: r.code, permissions: claimedApis(r.manifest) }));
}

/**
 * Inserts built-in plug-ins the database lacks (installed; enabled unless it is one that must be
 * switched on by an administrator) and refreshes their manifests. A built-in manifest obeys the same
 * claim rules as any other: breaking them is a programming error that stops the start.
 */
export async function syncBuiltInPlugins(db: Db): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const present = new Set((await trx.selectFrom('plugins').select('code').execute()).map((r) => r.code));
    for (const input of BUILT_IN_PLUGINS) {
      const manifest = pluginManifestSchema.parse(input);
      const refusal = claimRefusal(manifest.code, manifest.permissions, []);
      if (refusal) throw new Error(`Built-in plug-in ${manifest.code} claims apis it may not own`);
      const common = {
        name: manifest.name,
        plugin_version: manifest.version,
        author: manifest.author,
        description: manifest.description,
        category: manifest.category,
        manifest: JSON.stringify(manifest),
        built_in: 1,
      };
      if (present.has(manifest.code)) {
        await trx.updateTable('plugins').set(common).where('code', '=', manifest.code).execute();
      } else {
        await trx
          .insertInto('plugins')
          .values({
            ...common,
            code: manifest.code,
            settings: JSON.stringify(defaultSettings(manifest.settings)),
            installed: 1,
            enabled: OFF_UNTIL_ENABLED.includes(manifest.code) ? 0 : 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  });
  forgetDisabledPluginApis(db);
}

/**
 * `POST plugin`: registers a plug-in from its manifest, neither installed nor enabled, claiming only
 * apis of its own (never a core one, another plug-in's or an existing permission an administrator
 * made): registering changes nobody's access.
 */
export async function registerPlugin(db: Db, manifest: PluginManifest): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claims = await storedClaims(trx);
    if (claims.some((c) => c.code === manifest.code)) throw invalid({ code: 'validation.exists' });
    const existing = await trx.selectFrom('permissions').select('api').where('api', 'is not', null).execute();
    const refusal = claimRefusal(
      manifest.code,
      manifest.permissions,
      claims,
      existing.map((r) => r.api as string),
    );
    if (refusal) throw refusal;
    const now = nowIso();
    const row = await trx
      .insertInto('plugins')
      .values({
        code: manifest.code,
        name: manifest.name,
        plugin_version: manifest.version,
        author: manifest.author,
        description: manifest.description,
        category: manifest.category,
        manifest: JSON.stringify(manifest),
        settings: JSON.stringify(defaultSettings(manifest.settings)),
        installed: 0,
        enabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function savePluginSettings(
  db: Db,
  id: number,
  submitted: Record<string, PluginSettingValue | null>,
  expectedVersion: number | undefined,
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = found(
      await trx
        .selectFrom('plugins')
        .select([...pluginColumns])
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    const settings = validateSettings(manifestOf(row).settings, submitted, settingsOf(row), lang);
    const result = await trx
      .updateTable('plugins')
      .set({ settings: JSON.stringify(settings), updated_at: nowIso(), version: row.version + 1 })
      .where('id', '=', id)
      .where('version', '=', expectedVersion ?? row.version)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
  });
}

/** The install/enable/disable/uninstall transitions, with their refusals. */
function nextState(row: StoredPlugin, action: PluginAction): { installed: number; enabled: number } {
  const required = REQUIRED_PLUGINS.includes(row.code);
  switch (action) {
    case 'install':
      if (row.installed) throw conflict('plugin.alreadyInstalled');
      return { installed: 1, enabled: 0 };
    case 'enable':
      if (!row.installed) throw conflict('plugin.notInstalled');
      if (row.enabled) throw conflict('plugin.alreadyEnabled');
      return { installed: 1, enabled: 1 };
    case 'disable':
      if (required) throw conflict('plugin.required');
      if (!row.enabled) throw conflict('plugin.alreadyDisabled');
      return { installed: 1, enabled: 0 };
    case 'uninstall':
      if (row.built_in) throw conflict('plugin.builtIn');
      if (!row.installed) throw conflict('plugin.notInstalled');
      return { installed: 0, enabled: 0 };
  }
}

export async function changePluginState(db: Db, id: number, action: PluginAction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = found(
      await trx
        .selectFrom('plugins')
        .select([...pluginColumns])
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    const state = nextState(row, action);
    // The state read above must still hold: a concurrent change makes this one a conflict.
    const result = await trx
      .updateTable('plugins')
      .set({ ...state, updated_at: nowIso(), version: row.version + 1 })
      .where('id', '=', id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
  });
  forgetDisabledPluginApis(db);
}

export async function destroyPlugins(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('plugins').select(['id', 'built_in']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) found(undefined);
    if (rows.some((r) => r.built_in)) throw conflict('plugin.builtIn');
    await trx.deleteFrom('plugins').where('id', 'in', ids).execute();
  });
  forgetDisabledPluginApis(db);
}
