import { ALL_PERMISSION_APIS, type PowerNode, type PowerRow, powerResource } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';
import { loadDelegator } from '../../auth/index.js';

type Input = z.output<typeof powerResource.input>;

/**
 * The apis the code checks: their rows are what the guard and the menus rely on, so they stay where the
 * registry put them (only a super admin moves one) and are never deleted ("refresh" would only bring
 * them back under a new id, dropped from every role).
 */
const CORE_APIS: ReadonlySet<string> = new Set(ALL_PERMISSION_APIS);

/** Group → page → action: deeper permissions could never be shown or checked (the menu shows two levels). */
const MAX_DEPTH = powerResource.tree.maxLevel;

export const powerColumns = ['id', 'pid', 'title', 'api', 'url', 'icon', 'sort', 'state', 'version'] as const;

/** The whole permission tree, siblings by sort then id. */
export function buildPowerTree(rows: PowerRow[]): PowerNode[] {
  const nodes = new Map<number, PowerNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: PowerNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as PowerNode;
    const parent = nodes.get(row.pid);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: PowerNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

/** Refuses a parent that is missing, inside the edited permission's own subtree, or too deep. */
async function checkPlacement(trx: Trx, input: Input, id?: number): Promise<void> {
  if (input.api) {
    const taken = await trx
      .selectFrom('permissions')
      .select('id')
      .where('api', '=', input.api)
      .$if(id !== undefined, (q) => q.where('id', '!=', id ?? 0))
      .executeTakeFirst();
    if (taken) throw invalid({ api: 'validation.exists' });
  }
  if (!input.pid) return;
  const all = await trx.selectFrom('permissions').select(['id', 'pid']).execute();
  const parentOf = new Map(all.map((p) => [p.id, p.pid]));
  if (!parentOf.has(input.pid)) throw invalid({ pid: 'power.parentMissing' });
  let depth = 1;
  for (let at = input.pid; at; at = parentOf.get(at) ?? 0) {
    if (at === id) throw invalid({ pid: 'power.selfParent' });
    depth += 1;
  }
  const height = (node: number): number =>
    1 + Math.max(0, ...all.filter((p) => p.pid === node).map((p) => height(p.id)));
  if (depth - 1 + (id ? height(id) : 1) > MAX_DEPTH) throw invalid({ pid: 'power.tooDeep' });
}

const values = (input: Input) => ({
  pid: input.pid,
  title: input.title,
  api: input.api || null,
  url: input.url,
  icon: input.icon,
  sort: input.sort,
  state: input.state,
});

export async function createPower(db: Db, callerId: number, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkPlacement(trx, input);
    // A missing core row comes back through "refresh", in its place; by hand only a super admin adds one.
    if (input.api && CORE_APIS.has(input.api) && !(await loadDelegator(trx, callerId)).isSuper)
      throw invalid({ api: 'power.coreApi' });
    const now = nowIso();
    const row = await trx
      .insertInto('permissions')
      .values({ ...values(input), path: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updatePower(db: Db, callerId: number, id: number, input: Input): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = found(
      await trx.selectFrom('permissions').select(['api', 'pid']).where('id', '=', id).executeTakeFirst(),
    );
    // The api is the name the guard checks and roles hold: renaming one would hand its holders another.
    if ((input.api || null) !== current.api) throw invalid({ api: 'power.apiLocked' });
    if (
      current.api &&
      CORE_APIS.has(current.api) &&
      input.pid !== current.pid &&
      !(await loadDelegator(trx, callerId)).isSuper
    )
      throw invalid({ pid: 'power.coreMove' });
    await checkPlacement(trx, input, id);
    await updateVersioned(trx, 'permissions', id, input.version, { ...values(input) });
  });
}

export async function destroyPowers(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('permissions').select(['id', 'api']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) found(undefined);
    if (rows.some((r) => r.api && CORE_APIS.has(r.api))) throw conflict('power.coreBuiltIn');
    const child = await trx
      .selectFrom('permissions')
      .select('id')
      .where('pid', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw conflict('power.hasChildren');
    await trx.deleteFrom('permissions').where('id', 'in', ids).execute();
  });
}
