import type { FormKind } from '@bo/contract';
import { ErrorCode, FORM_ELIGIBILITY } from '@bo/contract';
import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database.js';
import type { AssetsTable } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import { nowIso } from '../../../lib/time.js';
import { assertCapacity } from '../assets/service.js';
import { diff, type NewEvent, recordEvents } from '../history.js';
import type { Operator } from '../scope.js';
import type { StoredForm } from './transition.js';

type Stored = Selectable<AssetsTable>;
type AssetChange = Partial<Omit<Stored, 'id' | 'code' | 'version' | 'created_at'>>;

const assetChanged = (asset: Pick<Stored, 'code' | 'status'>) =>
  new AppError(ErrorCode.Conflict, 'form.assetChanged', {
    code: asset.code,
    statusKey: `asset.statuses.${asset.status}`,
  });

/** The form's assets, in line order. */
export async function formAssets(trx: Trx, formId: number): Promise<Stored[]> {
  return trx
    .selectFrom('asset_form_lines as l')
    .innerJoin('assets', 'assets.id', 'l.asset_id')
    .selectAll('assets')
    .where('l.form_id', '=', formId)
    .orderBy('l.id')
    .execute();
}

/** What completing a form of `kind` does to each of its assets (status, owner, place). */
async function changesFor(trx: Trx, form: StoredForm): Promise<(asset: Stored) => AssetChange> {
  switch (form.kind as FormKind) {
    case 'join':
      return () => ({
        ownership: 'public',
        status: 'in_warehouse',
        storage_location_id: form.storage_location_id,
        holder_organization_id: null,
        is_resource: 0,
      });
    case 'out': {
      const target = form.target_organization_id ?? form.organization_id;
      const org = await trx
        .selectFrom('organizations')
        .select('area_id')
        .where('id', '=', target)
        .executeTakeFirst();
      return () => ({
        ownership: 'self',
        status: 'in_use',
        organization_id: target,
        area_id: org?.area_id ?? null,
        department_id: form.target_department_id,
        storage_location_id: null,
        holder_organization_id: null,
        due_date: null,
      });
    }
    case 'rental':
      return () => ({
        status: 'lent',
        holder_organization_id: form.organization_id,
        due_date: form.due_date,
      });
    case 'back':
      return () => ({
        status: 'in_warehouse',
        holder_organization_id: null,
        due_date: null,
        storage_location_id: form.storage_location_id,
      });
    case 'lease_grant':
      return () => ({ status: 'leased' });
    default:
      throw new Error(`forms of kind ${form.kind} do not move assets on completion`);
  }
}

/** The history event kind of a form kind. */
const EVENT_KIND: Record<FormKind, NewEvent['kind']> = {
  join: 'join',
  out: 'out',
  rental: 'rental',
  back: 'back',
  lease_grant: 'lease',
  lease_repay: 'lease',
  verify: 'verify',
};

/**
 * Writes the given change to each asset, only while the asset is still as the form expects (status,
 * ownership and version), and one history event each; 40900 naming the first asset that changed.
 * Runs inside the caller's transaction, so nothing is applied unless everything is.
 */
export async function changeFormAssets(
  trx: Trx,
  form: StoredForm,
  assets: Stored[],
  change: (asset: Stored) => AssetChange,
  operator: Operator,
  expect: { statuses: readonly string[]; ownership?: string } = FORM_ELIGIBILITY[form.kind as FormKind],
): Promise<void> {
  const now = nowIso();
  const events: NewEvent[] = [];
  for (const asset of assets) {
    if (
      !expect.statuses.includes(asset.status) ||
      (expect.ownership && asset.ownership !== expect.ownership)
    ) {
      throw assetChanged(asset);
    }
    const next = change(asset);
    const result = await trx
      .updateTable('assets')
      .set({ ...next, updated_at: now, version: asset.version + 1 })
      .where('id', '=', asset.id)
      .where('version', '=', asset.version)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw assetChanged(asset);
    events.push({
      asset_id: asset.id,
      kind: EVENT_KIND[form.kind as FormKind],
      changes: diff(asset, next),
      form_id: form.id,
    });
  }
  await recordEvents(trx, events, operator);
}

/** Completes a join/out/rental/back form's movement or a lease grant: every asset changes, or none. */
export async function applyForm(trx: Trx, form: StoredForm, operator: Operator): Promise<void> {
  const change = await changesFor(trx, form);
  const assets = await formAssets(trx, form.id);
  if (form.kind === 'join' || form.kind === 'back') {
    const arriving = assets.filter((a) => a.storage_location_id !== form.storage_location_id).length;
    await assertCapacity(trx, form.storage_location_id, arriving);
  }
  await changeFormAssets(trx, form, assets, change, operator);
}
