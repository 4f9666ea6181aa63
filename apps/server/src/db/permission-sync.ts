import { PERMISSION_REGISTRY } from '@bo/contract';
import { nowIso } from '../lib/time.js';
import type { Db } from './database.js';

interface RegistryRow {
  api: string;
  parentApi: string | null;
  path: string;
  icon: string;
  state: number;
  sort: number;
}

function registryRows(): RegistryRow[] {
  const rows: RegistryRow[] = [];
  PERMISSION_REGISTRY.forEach((group, g) => {
    rows.push({ api: group.api, parentApi: null, path: group.path, icon: group.icon, state: 1, sort: g + 1 });
    group.pages.forEach((page, p) => {
      rows.push({
        api: page.api,
        parentApi: group.api,
        path: page.path,
        icon: page.icon ?? '',
        state: page.hidden ? 0 : 1,
        sort: p + 1,
      });
      (page.actions ?? []).forEach((action, a) => {
        rows.push({ api: action, parentApi: page.api, path: '', icon: '', state: 0, sort: a + 1 });
      });
    });
  });
  return rows;
}

/**
 * Inserts every registry permission the database lacks (seed and "refresh permissions").
 * Existing rows are left alone, so titles and menus edited by administrators survive.
 * Returns the api names added, parents before children.
 */
export async function syncPermissionRegistry(db: Db): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('permissions').select(['id', 'api']).execute();
    const idByApi = new Map(existing.filter((r) => r.api).map((r) => [r.api as string, r.id]));
    const added: string[] = [];
    const now = nowIso();
    for (const row of registryRows()) {
      if (idByApi.has(row.api)) continue;
      const pid = row.parentApi ? (idByApi.get(row.parentApi) ?? 0) : 0;
      const inserted = await trx
        .insertInto('permissions')
        .values({
          pid,
          title: row.api,
          api: row.api,
          path: row.path,
          url: '',
          icon: row.icon,
          sort: row.sort,
          state: row.state,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      idByApi.set(row.api, inserted.id);
      added.push(row.api);
    }
    return added;
  });
}
