import { ErrorCode, FORM_ELIGIBILITY, type FormKind } from '@bo/contract';
import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database.js';
import type { AssetsTable } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import { assertNotOnOpenForm } from '../assets/service.js';
import { assetReadable, assetWritable, type Scope } from '../scope.js';

type Stored = Selectable<AssetsTable>;

const ineligible = (kind: FormKind, code: string, reasonKey: string, params: Record<string, string> = {}) =>
  new AppError(
    ErrorCode.Validation,
    'form.ineligible',
    { code, kindKey: `form.kinds.${kind}`, reasonKey, ...params },
    {
      lines: ['form.ineligible'],
    },
  );

/**
 * The assets of a form's lines, each checked for the kind (only idle self-owned assets can
 * join, only public in-warehouse ones go out, are rented or leased, only lent or leased ones come back)
 * and free of other open forms. `organizationId`: the applying unit, the only one that returns what
 * it borrowed (unless the caller sees everything).
 */
export async function eligibleLines(
  trx: Trx,
  scope: Scope,
  kind: FormKind,
  assetIds: number[],
  organizationId: number,
): Promise<Stored[]> {
  if (assetIds.length === 0) return [];
  const rule = FORM_ELIGIBILITY[kind];
  const visible = kind === 'join' ? assetWritable(scope) : assetReadable(scope);
  const rows = await trx
    .selectFrom('assets')
    .selectAll()
    .where('id', 'in', assetIds)
    .where('deleted_at', 'is', null)
    .where(visible)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const assets: Stored[] = [];
  for (const id of assetIds) {
    const asset = byId.get(id);
    if (!asset) throw ineligible(kind, `#${id}`, 'form.reasons.missing');
    if (rule.ownership && asset.ownership !== rule.ownership) {
      throw ineligible(kind, asset.code, 'form.reasons.ownership', {
        ownershipKey: `form.ownerships.${rule.ownership}`,
      });
    }
    if (!(rule.statuses as readonly string[]).includes(asset.status)) {
      throw ineligible(kind, asset.code, 'form.reasons.status', {
        statusKey: `asset.statuses.${asset.status}`,
      });
    }
    const returnsOthers =
      kind === 'back' &&
      asset.status === 'lent' &&
      scope.kind !== 'all' &&
      asset.holder_organization_id !== organizationId;
    if (returnsOthers) throw ineligible(kind, asset.code, 'form.reasons.scope');
    assets.push(asset);
  }
  if (kind !== 'lease_repay') await assertNotOnOpenForm(trx, assets);
  return assets;
}
