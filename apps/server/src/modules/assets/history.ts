import type { AssetEvent, AssetEventKind, assetEventQuerySchema, Page } from '@bo/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../../db/database.js';
import { applySort, paginate, timeRange } from '../../lib/list.js';
import { textMatch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';
import { placePaths } from './reference/places.js';
import { assetReadable, type Operator, type Scope } from './scope.js';

export type Changes = Record<string, [unknown, unknown]>;

export interface NewEvent {
  asset_id: number;
  kind: AssetEventKind;
  changes: Changes;
  form_id?: number | null;
}

/** Reference columns shown in the history by name: the column, its readable key and where names are. */
const NAMED = [
  ['organization_id', 'organization', 'organizations'],
  ['holder_organization_id', 'holder', 'organizations'],
  ['department_id', 'department', 'departments'],
  ['storage_location_id', 'place', 'places'],
] as const;

/** Replaces ids of organizations, departments and places in the changes by their names at this time. */
async function nameReferences(trx: Trx, events: NewEvent[]): Promise<void> {
  const wanted = (column: string) =>
    events.flatMap((e) => [...(e.changes[column] ?? [])].filter((v): v is number => typeof v === 'number'));
  const orgIds = [...wanted('organization_id'), ...wanted('holder_organization_id')];
  const deptIds = wanted('department_id');
  const names = {
    organizations: new Map<number, string>(),
    departments: new Map<number, string>(),
    places: new Map<number, string>(),
  };
  if (orgIds.length) {
    const rows = await trx
      .selectFrom('organizations')
      .select(['id', 'name'])
      .where('id', 'in', orgIds)
      .execute();
    for (const r of rows) names.organizations.set(r.id, r.name);
  }
  if (deptIds.length) {
    const rows = await trx
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('id', 'in', deptIds)
      .execute();
    for (const r of rows) names.departments.set(r.id, r.name);
  }
  if (wanted('storage_location_id').length) names.places = await placePaths(trx);
  for (const event of events) {
    // Follows the organization; not something a reader needs to see.
    delete event.changes.area_id;
    for (const [column, key, source] of NAMED) {
      const change = event.changes[column];
      if (!change) continue;
      delete event.changes[column];
      event.changes[key] = change.map((v) =>
        typeof v === 'number' ? (names[source].get(v) ?? `#${v}`) : v,
      ) as [unknown, unknown];
    }
  }
}

/** Appends events to the assets' history (never updated or deleted), in batches. */
export async function recordEvents(trx: Trx, events: NewEvent[], operator: Operator): Promise<void> {
  const at = nowIso();
  await nameReferences(trx, events);
  for (let i = 0; i < events.length; i += 500) {
    await trx
      .insertInto('asset_events')
      .values(
        events.slice(i, i + 500).map((e) => ({
          asset_id: e.asset_id,
          kind: e.kind,
          changes: JSON.stringify(e.changes),
          form_id: e.form_id ?? null,
          operator_id: operator.id,
          operator_name: operator.name,
          created_at: at,
        })),
      )
      .execute();
  }
}

/** The fields of `after` that differ from `before`, as `{field: [before, after]}`. */
export function diff<T extends object>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = [old ?? null, value ?? null];
  }
  return changes;
}

function eventQuery(db: Db, scope: Scope) {
  return db
    .selectFrom('asset_events as e')
    .innerJoin('assets', 'assets.id', 'e.asset_id')
    .leftJoin('asset_forms as f', 'f.id', 'e.form_id')
    .where(assetReadable(scope))
    .select([
      'e.id',
      'e.asset_id',
      'assets.code as asset_code',
      'assets.name as asset_name',
      'e.kind',
      'e.changes',
      'e.form_id',
      'f.number as form_number',
      'e.operator_name',
      'e.created_at',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventQuery>['execute']>>[number];
const toEvent = (row: EventRow): AssetEvent => ({
  ...row,
  kind: row.kind as AssetEventKind,
  changes: JSON.parse(row.changes) as Changes,
  form_number: row.form_number ?? null,
});

/** `GET assets/history/{id}`: the asset's events, newest first (the asset is already scope-checked). */
export async function assetHistory(db: Db, scope: Scope, assetId: number): Promise<AssetEvent[]> {
  const rows = await eventQuery(db, scope)
    .where('e.asset_id', '=', assetId)
    .orderBy('e.id', 'desc')
    .limit(1000)
    .execute();
  return rows.map(toEvent);
}

/** `GET assets/events` (AllList): every movement in the caller's scope, filtered. */
export async function listEvents(
  db: Db,
  scope: Scope,
  query: z.output<typeof assetEventQuerySchema>,
): Promise<Page<AssetEvent>> {
  let q = db.selectFrom('asset_events as e').select('e.id');
  if (query.kind) q = q.where('e.kind', '=', query.kind);
  // What filters by the asset (the scope, its owner) is asked of each event's asset only when it
  // filters at all (every event has its asset).
  const organizationId = query.organization_id;
  if (scope.kind !== 'all' || organizationId)
    q = q.where((eb) => {
      let asset = eb
        .selectFrom('assets')
        .select('assets.id')
        .whereRef('assets.id', '=', 'e.asset_id')
        .where(assetReadable(scope));
      if (organizationId) asset = asset.where('assets.organization_id', '=', organizationId);
      return eb.exists(asset);
    });
  if (query.keyword) {
    const k = query.keyword;
    // In a subquery: the index however common the text (a scan there would never stop early).
    const inName = await textMatch(db, 'assets', k, { columns: ['name'], scanWhenCommon: false });
    q = q.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('assets')
            .select('assets.id')
            .whereRef('assets.id', '=', 'e.asset_id')
            .where((a) => a.or([a('assets.code', '=', k), inName])),
        ),
        eb.exists(
          eb
            .selectFrom('asset_forms as f')
            .select('f.id')
            .whereRef('f.id', '=', 'e.form_id')
            .where('f.number', '=', k),
        ),
      ]),
    );
  }
  const range = timeRange(query.start, query.end);
  if (range.from) q = q.where('e.created_at', '>=', range.from);
  if (range.to) q = q.where('e.created_at', '<', range.to);
  const page = await paginate(db, applySort(q, query.sort, { id: 'e.id' }, '-id', 'e.id'), query, (ids) =>
    eventQuery(db, scope).where('e.id', 'in', ids),
  );
  return { ...page, data: page.data.map(toEvent) };
}
