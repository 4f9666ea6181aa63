import type { dhlInputSchema } from '@bo/contract';
import type { z } from 'zod';
import { type Db, type Trx, takeAdvisoryLock } from '../../../db/database.js';
import { conflict, invalid, notFound } from '../../../http/errors.js';
import { found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof dhlInputSchema>;

const columns = (input: Input) => ({
  name: input.name,
  abbreviation: input.abbreviation,
  state: input.state,
  is_default: input.is_default,
  sort: input.sort,
});

/** Writers of companies share an advisory lock, so concurrent saves never leave two defaults (or none). */
const DEFAULT_LOCK = 'dhls.default';

/** Makes `id` the one default company. */
async function becomeDefault(trx: Trx, id: number): Promise<void> {
  await trx
    .updateTable('dhls')
    .set({ is_default: 0 })
    .where('id', '<>', id)
    .where('is_default', '=', 1)
    .execute();
}

export async function createDhl(db: Db, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (input.is_default && !input.state) throw invalid({ is_default: 'dhl.defaultDisabled' });
    await takeAdvisoryLock(trx, DEFAULT_LOCK);
    // The first company is the default whatever the form says: there is always exactly one.
    const hasDefault = await trx
      .selectFrom('dhls')
      .select('id')
      .where('is_default', '=', 1)
      .executeTakeFirst();
    const isDefault = input.is_default || (!hasDefault && input.state) ? 1 : 0;
    const now = nowIso();
    const row = await trx
      .insertInto('dhls')
      .values({ ...columns(input), is_default: isDefault, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (isDefault) await becomeDefault(trx, row.id);
    return row.id;
  });
}

export async function updateDhl(db: Db, id: number, input: Input): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await takeAdvisoryLock(trx, DEFAULT_LOCK);
    const current = found(
      await trx.selectFrom('dhls').select('is_default').where('id', '=', id).executeTakeFirst(),
    );
    if (input.is_default && !input.state) throw invalid({ is_default: 'dhl.defaultDisabled' });
    if (current.is_default && !input.is_default) throw invalid({ is_default: 'dhl.defaultRequired' });
    await updateVersioned(trx, 'dhls', id, input.version, columns(input));
    if (input.is_default) await becomeDefault(trx, id);
  });
}

export async function destroyDhls(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await takeAdvisoryLock(trx, DEFAULT_LOCK);
    const rows = await trx.selectFrom('dhls').select(['id', 'is_default']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw notFound();
    const others = await trx.selectFrom('dhls').select('id').where('id', 'not in', ids).executeTakeFirst();
    if (rows.some((r) => r.is_default) && others) throw conflict('dhl.defaultInUse');
    await trx.deleteFrom('dhls').where('id', 'in', ids).execute();
  });
}
