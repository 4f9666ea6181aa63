import { type Preferences, preferencesSchema } from '@bo/contract';
import type { Db, Trx } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { nowIso } from '../../lib/time.js';

/**
 * The administrator's preferences as kept. A stored field the contract no longer accepts (a size
 * renamed since) is dropped rather than failing the sign-in that reads it.
 */
export async function readPreferences(db: Db | Trx, adminId: number): Promise<Preferences> {
  const row = await db
    .selectFrom('admin_preferences')
    .select('preferences')
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!row) return {};
  const stored = parseJson<Record<string, unknown>>(row.preferences, {});
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (preferencesSchema.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return kept as Preferences;
}

/**
 * `POST account/preferences`: the fields sent replace those kept, the others stay. Two saves at once
 * (one person's two tabs) may each keep the other's fields as they were: the last one wins.
 */
export async function savePreferences(db: Db, adminId: number, changes: Preferences): Promise<Preferences> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const current = await readPreferences(trx, adminId);
    const next = JSON.stringify({ ...current, ...changes });
    await trx
      .insertInto('admin_preferences')
      .values({ admin_id: adminId, preferences: next, updated_at: now })
      .onConflict((oc) => oc.column('admin_id').doUpdateSet({ preferences: next, updated_at: now }))
      .execute();
    return { ...current, ...changes };
  });
}
