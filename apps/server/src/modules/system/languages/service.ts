import { BUILT_IN_LANGUAGES, type languageInputSchema } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { conflict, invalid } from '../../../http/errors.js';
import { assertUnique, found, updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof languageInputSchema>;

const values = (input: Input) => ({
  name: input.name,
  code: input.code,
  sort: input.sort,
  state: input.state,
});

export async function createLanguage(db: Db, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertUnique(trx, 'languages', 'code', input.code);
    const now = nowIso();
    const row = await trx
      .insertInto('languages')
      .values({ ...values(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateLanguage(db: Db, id: number, input: Input): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = found(
      await trx.selectFrom('languages').select('code').where('id', '=', id).executeTakeFirst(),
    );
    if (BUILT_IN_LANGUAGES.includes(current.code)) {
      if (input.code !== current.code) throw invalid({ code: 'language.builtIn' });
      if (input.state !== 1) throw invalid({ state: 'language.builtIn' });
    }
    await assertUnique(trx, 'languages', 'code', input.code, id);
    await updateVersioned(trx, 'languages', id, input.version, { ...values(input) });
  });
}

export async function destroyLanguages(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('languages').select('code').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) found(undefined);
    if (rows.some((r) => BUILT_IN_LANGUAGES.includes(r.code))) throw conflict('language.builtIn');
    await trx.deleteFrom('languages').where('id', 'in', ids).execute();
  });
}
