import {
  ASSET_ATTACHMENT_GROUPS,
  type AssetMark,
  type AssetStatus,
  type assetBindingSchema,
  assetCode,
  type assetEditSchema,
  type assetInputSchema,
  ErrorCode,
  OPEN_FORM_STATUSES,
} from '@bo/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { type Db, locksRows, type Trx, takeAdvisoryLock } from '../../../db/database.js';
import type { AssetsTable } from '../../../db/schema.js';
import { AppError, conflict, invalid, notFound } from '../../../http/errors.js';
import { expectVersion } from '../../../lib/records.js';
import { reserveNumbers } from '../../../lib/sequences.js';
import { nowIso } from '../../../lib/time.js';
import { diff, type NewEvent, recordEvents } from '../history.js';
import { assetWritable, departmentInScope, operatorOf, organizationInScope, type Scope } from '../scope.js';
import { storedMarks, syncMarks } from './marks.js';

type Input = z.output<typeof assetInputSchema>;
type EditInput = z.output<typeof assetEditSchema>;
type Stored = Selectable<AssetsTable>;

/** 42200 naming the asset and its current status (the status is translated). */
export const notEditable = (asset: Pick<Stored, 'code' | 'status'>) =>
  new AppError(ErrorCode.Validation, 'asset.notEditable', {
    code: asset.code,
    statusKey: `asset.statuses.${asset.status}`,
  });

/** The organization the asset belongs to, checked against the caller's scope, with its area. */
export async function organizationFor(
  trx: Trx,
  scope: Scope,
  organizationId: number | null,
  departmentId: number | null,
  field = 'organization_id',
): Promise<{ id: number; area_id: number | null }> {
  const id = organizationId ?? scope.organizationId;
  if (id === null) throw invalid({ [field]: 'asset.noOrganization' });
  const org = await trx
    .selectFrom('organizations')
    .select(['id', 'area_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!org) throw invalid({ [field]: 'asset.organizationMissing' });
  if (!organizationInScope(scope, org)) throw invalid({ [field]: 'asset.outsideScope' });
  if (departmentId !== null) {
    const dept = await trx
      .selectFrom('departments')
      .select('id')
      .where('id', '=', departmentId)
      .where('organization_id', '=', org.id)
      .executeTakeFirst();
    if (!dept) throw invalid({ department_id: 'asset.departmentMissing' });
    if (!departmentInScope(scope, departmentId)) throw invalid({ department_id: 'asset.outsideScope' });
  }
  return org;
}

export async function assertPlace(trx: Trx, id: number | null, field = 'storage_location_id'): Promise<void> {
  if (id === null) return;
  const place = await trx
    .selectFrom('storage_locations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!place) throw invalid({ [field]: 'asset.placeMissing' });
}

async function classOf(trx: Trx, id: number): Promise<{ code: string }> {
  const row = await trx.selectFrom('base_data').select('code').where('id', '=', id).executeTakeFirst();
  if (!row) throw invalid({ base_data_id: 'asset.classMissing' });
  return row;
}

async function saveAttachments(trx: Trx, assetId: number, attachments: Input['attachments']): Promise<void> {
  await trx.deleteFrom('asset_attachments').where('asset_id', '=', assetId).execute();
  if (attachments.length === 0) return;
  await trx
    .insertInto('asset_attachments')
    .values(
      attachments.map((a, sort) => ({
        asset_id: assetId,
        group_name: a.group,
        url: a.url,
        name: a.name,
        sort,
      })),
    )
    .execute();
}

const firstPhoto = (attachments: Input['attachments']) =>
  attachments.find((a) => a.group === ASSET_ATTACHMENT_GROUPS[0])?.url ?? '';

/** The columns the asset form sets, on create and on edit alike; `org` is the owner resolved from it. */
const describedBy = (input: Omit<Input, 'ownership'>, org: { id: number; area_id: number | null }) => ({
  name: input.name,
  base_data_id: input.base_data_id,
  brand: input.brand,
  model: input.model,
  unit: input.unit,
  quantity: input.quantity,
  original_value: input.original_value,
  purchase_date: input.purchase_date,
  organization_id: org.id,
  area_id: org.area_id,
  department_id: input.department_id,
  custodian: input.custodian,
  storage_location_id: input.storage_location_id,
  photo: firstPhoto(input.attachments),
});

/** `POST assets/addassets`: registers an asset with a generated code; public ones need scope all. */
export async function createAsset(db: Db, scope: Scope, input: Input): Promise<number> {
  if (input.ownership === 'public' && scope.kind !== 'all')
    throw invalid({ ownership: 'asset.outsideScope' });
  return db.transaction().execute(async (trx) => {
    const cls = await classOf(trx, input.base_data_id);
    const org = await organizationFor(trx, scope, input.organization_id, input.department_id);
    await assertPlace(trx, input.storage_location_id);
    await assertCapacity(trx, input.storage_location_id, 1);
    const serial = await reserveNumbers(trx, 'asset');
    const now = nowIso();
    const status: AssetStatus = input.ownership === 'public' ? 'in_warehouse' : 'idle';
    const { id } = await trx
      .insertInto('assets')
      .values({
        code: assetCode(cls.code, input.purchase_date, serial),
        ...describedBy(input, org),
        holder_organization_id: null,
        due_date: null,
        ownership: input.ownership,
        status,
        is_resource: 0,
        bound: 0,
        tag: '',
        marks: '',
        created_by: scope.adminId,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveAttachments(trx, id, input.attachments);
    await recordEvents(
      trx,
      [{ asset_id: id, kind: 'created', changes: { status: [null, status] } }],
      operatorOf(scope),
    );
    return id;
  });
}

/** The assets the caller may change, all of them or 40400 (changes are version-checked). */
export async function writableAssets(trx: Trx, scope: Scope, ids: number[]): Promise<Stored[]> {
  const rows = await trx
    .selectFrom('assets')
    .selectAll()
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where(assetWritable(scope))
    .orderBy('id')
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/**
 * 42200 when one of the assets is held by an open form (it must wait until that form ends). On
 * PostgreSQL the assets are locked first, so two transactions putting the same asset on forms at
 * once wait on the row locks and the second sees the first's lines.
 */
export async function assertNotOnOpenForm(trx: Trx, assets: Pick<Stored, 'id' | 'code'>[]): Promise<void> {
  if (assets.length === 0) return;
  const ids = assets.map((a) => a.id);
  if (locksRows(trx)) {
    await trx.selectFrom('assets').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  }
  const held = await trx
    .selectFrom('asset_form_lines as l')
    .innerJoin('asset_forms as f', 'f.id', 'l.form_id')
    .select(['l.asset_id', 'f.number'])
    .where('l.asset_id', 'in', ids)
    .where('l.open', '=', 1)
    .where('f.status', 'in', [...OPEN_FORM_STATUSES])
    .executeTakeFirst();
  if (held) {
    const code = assets.find((a) => a.id === held.asset_id)?.code ?? '';
    throw invalid({ lines: 'asset.onForm' }, { code, number: held.number });
  }
}

/** Writes `values` to each asset (version-checked) and one history event per asset. */
async function changeAssets(
  trx: Trx,
  scope: Scope,
  assets: Stored[],
  kind: NewEvent['kind'],
  values: (asset: Stored) => Partial<Stored>,
): Promise<void> {
  const now = nowIso();
  const events: NewEvent[] = [];
  for (const asset of assets) {
    const next = values(asset);
    const result = await trx
      .updateTable('assets')
      .set({ ...next, updated_at: now, version: asset.version + 1 })
      .where('id', '=', asset.id)
      .where('version', '=', asset.version)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw conflict();
    events.push({ asset_id: asset.id, kind, changes: diff(asset, next) });
  }
  await recordEvents(trx, events, operatorOf(scope));
}

/** `POST assets/edit`: descriptive fields anytime; a move to another unit only while idle and on no form. */
export async function editAsset(db: Db, scope: Scope, input: EditInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [asset] = await writableAssets(trx, scope, [input.id]);
    if (!asset) throw notFound();
    expectVersion(input.version, asset.version);
    await classOf(trx, input.base_data_id);
    const org = await organizationFor(trx, scope, input.organization_id, input.department_id);
    await assertPlace(trx, input.storage_location_id);
    if (input.storage_location_id !== asset.storage_location_id)
      await assertCapacity(trx, input.storage_location_id, 1);
    if (org.id !== asset.organization_id) {
      if (asset.ownership !== 'self' || asset.status !== 'idle') throw notEditable(asset);
      await assertNotOnOpenForm(trx, [asset]);
    }
    await saveAttachments(trx, asset.id, input.attachments);
    await changeAssets(trx, scope, [asset], 'edited', () => describedBy(input, org));
  });
}

/** `POST assets/binding`: binds a tag (unique among assets) and optionally a place. */
export async function bindAsset(
  db: Db,
  scope: Scope,
  input: z.output<typeof assetBindingSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [asset] = await writableAssets(trx, scope, [input.id]);
    if (!asset) throw notFound();
    await assertPlace(trx, input.storage_location_id);
    // Bindings of the same tag share an advisory lock, so the second sees the first's asset.
    await takeAdvisoryLock(trx, `assets.tag:${input.tag}`);
    const other = await trx
      .selectFrom('assets')
      .select('code')
      .where('tag', '=', input.tag)
      .where('id', '<>', asset.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (other) throw invalid({ tag: 'asset.tagTaken' }, { tag: input.tag, code: other.code });
    if (input.storage_location_id !== null && input.storage_location_id !== asset.storage_location_id) {
      await assertCapacity(trx, input.storage_location_id, 1);
    }
    await changeAssets(trx, scope, [asset], 'bound', (a) => ({
      bound: 1,
      tag: input.tag,
      storage_location_id: input.storage_location_id ?? a.storage_location_id,
    }));
  });
}

/** `POST assets/nobinding`. */
export async function unbindAssets(db: Db, scope: Scope, ids: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const assets = (await writableAssets(trx, scope, ids)).filter((a) => a.bound === 1);
    await changeAssets(trx, scope, assets, 'unbound', () => ({ bound: 0, tag: '' }));
    return assets.length;
  });
}

/** `POST assets/updateresource`: offers self-owned assets for sharing, or withdraws them. */
export async function setResource(db: Db, scope: Scope, ids: number[], isResource: 0 | 1): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const assets = await writableAssets(trx, scope, ids);
    const wrong = assets.find((a) => a.ownership !== 'self' || a.status === 'disposed');
    if (wrong) throw notEditable(wrong);
    await changeAssets(
      trx,
      scope,
      assets.filter((a) => a.is_resource !== isResource),
      'resource',
      () => ({ is_resource: isResource }),
    );
  });
}

/** `POST assets/mark`: replaces the marks. */
export async function markAssets(db: Db, scope: Scope, ids: number[], marks: AssetMark[]): Promise<void> {
  const stored = storedMarks(marks);
  await db.transaction().execute(async (trx) => {
    const assets = (await writableAssets(trx, scope, ids)).filter((a) => a.marks !== stored);
    await changeAssets(trx, scope, assets, 'marked', () => ({ marks: stored }));
    for (const asset of assets) await syncMarks(trx, asset.id, stored);
  });
}

/** `POST assets/del`: retires idle self-owned assets that are on no open form (history stays). */
export async function deleteAssets(db: Db, scope: Scope, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const assets = await writableAssets(trx, scope, ids);
    const wrong = assets.find((a) => a.ownership !== 'self' || a.status !== 'idle');
    if (wrong) throw notEditable(wrong);
    await assertNotOnOpenForm(trx, assets);
    await changeAssets(trx, scope, assets, 'deleted', () => ({ deleted_at: nowIso() }));
  });
}

/**
 * 42200 when `incoming` more assets would not fit into the place (a capacity of 0 means no limit).
 * On PostgreSQL the place is locked until commit, so concurrent moves into it are counted in turn.
 */
export async function assertCapacity(
  trx: Trx,
  placeId: number | null,
  incoming: number,
  field = 'storage_location_id',
): Promise<void> {
  if (placeId === null || incoming <= 0) return;
  const place = await trx
    .selectFrom('storage_locations')
    .select(['name', 'capacity'])
    .where('id', '=', placeId)
    .$if(locksRows(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!place || place.capacity === 0) return;
  const held = await trx
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('storage_location_id', '=', placeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const free = place.capacity - Number(held.n);
  if (incoming > free) {
    throw invalid(
      { [field]: 'place.full' },
      { name: place.name, capacity: place.capacity, free: Math.max(0, free) },
    );
  }
}
