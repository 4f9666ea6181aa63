import type { Page, VerifyCapitaRow, verifyCapitaQuerySchema, verifyCheckSchema } from '@bo/contract';
import { ErrorCode } from '@bo/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { AppError, invalid } from '../../../http/errors.js';
import { paginateKeys } from '../../../lib/list.js';
import { nowIso } from '../../../lib/time.js';
import { parseMarks, storedMarks, syncMarks } from '../assets/marks.js';
import { assertPlace } from '../assets/service.js';
import { formInScope, operatorOf, type Scope } from '../scope.js';
import { changeFormAssets, formAssets } from './apply.js';
import { releaseLines, scopedForm, transitionForm } from './transition.js';

const notRunning = () => new AppError(ErrorCode.Conflict, 'form.notRunning');

/** `POST verify/check/{id}`: records what was found for some lines of a running campaign. */
export async function checkLines(
  db: Db,
  scope: Scope,
  id: number,
  input: z.output<typeof verifyCheckSchema>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const form = await scopedForm(trx, scope, 'verify', id);
    if (form.status !== 'processing') throw notRunning();
    const now = nowIso();
    for (const [i, line] of input.lines.entries()) {
      if (line.result === 'moved' && line.place_id === null)
        throw invalid({ [`lines.${i}.place_id`]: 'form.movedPlace' });
      await assertPlace(trx, line.place_id, `lines.${i}.place_id`);
      const result = await trx
        .updateTable('asset_form_lines')
        .set({
          result: line.result,
          result_place_id: line.result === 'moved' ? line.place_id : null,
          evidence: JSON.stringify(line.evidence),
          remark: line.remark,
          checked_at: now,
        })
        .where('id', '=', line.line_id)
        .where('form_id', '=', form.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw invalid({ [`lines.${i}.line_id`]: 'errors.notFound' });
    }
    return input.lines.length;
  });
}

const withMark = (marks: string, mark: string) => storedMarks([...parseMarks(marks), mark]);

/**
 * `POST verify/close/{id}`: every line must be checked; each asset gets its status back and the
 * result applied: missing and damaged become marks, moved assets take the place they were found in.
 */
export async function closeVerification(db: Db, scope: Scope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const form = await scopedForm(trx, scope, 'verify', id);
    if (form.status !== 'processing') throw notRunning();
    const lines = await trx
      .selectFrom('asset_form_lines')
      .selectAll()
      .where('form_id', '=', form.id)
      .execute();
    const unchecked = lines.filter((l) => l.result === null).length;
    if (unchecked > 0) throw new AppError(ErrorCode.Validation, 'form.unchecked', { count: unchecked });
    await transitionForm(trx, form, 'complete', { completed_at: nowIso() });
    const byAsset = new Map(lines.map((l) => [l.asset_id, l]));
    await changeFormAssets(
      trx,
      form,
      await formAssets(trx, form.id),
      (asset) => {
        const line = byAsset.get(asset.id);
        const status = line?.prior_status ?? 'idle';
        switch (line?.result) {
          case 'missing':
            return { status, marks: withMark(asset.marks, 'missing') };
          case 'damaged':
            return { status, marks: withMark(asset.marks, 'damaged') };
          case 'moved':
            return { status, storage_location_id: line.result_place_id };
          default:
            return { status };
        }
      },
      operatorOf(scope),
      { statuses: ['verifying'] },
    );
    const marked = lines
      .filter((l) => l.result === 'missing' || l.result === 'damaged')
      .map((l) => l.asset_id);
    if (marked.length > 0) {
      const rows = await trx.selectFrom('assets').select(['id', 'marks']).where('id', 'in', marked).execute();
      for (const row of rows) await syncMarks(trx, row.id, row.marks);
    }
    await releaseLines(trx, form.id);
  });
}

/** `GET verify/capita`: each campaign's progress per custodian (VerifyCapitaList). */
export async function verifyCapita(
  db: Db,
  scope: Scope,
  query: z.output<typeof verifyCapitaQuerySchema>,
): Promise<Page<VerifyCapitaRow>> {
  const count = (result: string) => sql<number>`sum(case when l.result = ${result} then 1 else 0 end)`;
  let lines = db
    .selectFrom('asset_form_lines as l')
    .innerJoin('asset_forms', 'asset_forms.id', 'l.form_id')
    .innerJoin('assets', 'assets.id', 'l.asset_id')
    .where('asset_forms.kind', '=', 'verify')
    .where('asset_forms.status', 'in', ['processing', 'completed'])
    .where(formInScope(scope));
  if (query.form_id) lines = lines.where('asset_forms.id', '=', query.form_id);
  // A row is a form and custodian: the page's pairs are picked without the sums, which are then
  // worked out for the page's forms alone.
  const keys = lines
    .select(['asset_forms.id as form_id', 'assets.custodian'])
    .groupBy(['asset_forms.id', 'assets.custodian'])
    .orderBy('asset_forms.id', 'desc')
    .orderBy('assets.custodian');
  const rows = (page: { form_id: number }[]) =>
    lines
      .where(
        'asset_forms.id',
        'in',
        page.map((k) => k.form_id),
      )
      .select([
        'asset_forms.id as form_id',
        'asset_forms.number as form_number',
        'assets.custodian',
        sql<number>`count(*)`.as('total'),
        sql<number>`sum(case when l.result is null then 0 else 1 end)`.as('checked'),
        count('found').as('found'),
        count('missing').as('missing'),
        count('damaged').as('damaged'),
        count('moved').as('moved'),
      ])
      .groupBy(['asset_forms.id', 'asset_forms.number', 'assets.custodian']);
  const page = await paginateKeys(db, keys, query, rows, (r) => JSON.stringify([r.form_id, r.custodian]));
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      total: Number(r.total),
      checked: Number(r.checked),
      found: Number(r.found),
      missing: Number(r.missing),
      damaged: Number(r.damaged),
      moved: Number(r.moved),
    })),
  };
}
