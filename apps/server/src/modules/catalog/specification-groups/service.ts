import type { specificationGroupInputSchema } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../http/errors.js';
import { updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof specificationGroupInputSchema>;

export function specificationGroupsQuery(db: Db) {
  return db
    .selectFrom('specification_groups')
    .select((eb) => [
      'specification_groups.id',
      'specification_groups.name',
      'specification_groups.sort',
      'specification_groups.created_at',
      'specification_groups.updated_at',
      'specification_groups.version',
      eb
        .selectFrom('specifications')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('specifications.group_id', '=', 'specification_groups.id')
        .as('specifications_count'),
    ]);
}

export async function createSpecificationGroup(db: Db, input: Input): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('specification_groups')
    .values({ name: input.name, sort: input.sort, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSpecificationGroup(db: Db, id: number, input: Input): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      updateVersioned(trx, 'specification_groups', id, input.version, { name: input.name, sort: input.sort }),
    );
}

export async function destroySpecificationGroups(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('specifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', 'in', ids)
      .executeTakeFirstOrThrow();
    if (Number(held.n) > 0) throw conflict('specificationGroup.hasSpecifications', { count: Number(held.n) });
    const result = await trx.deleteFrom('specification_groups').where('id', 'in', ids).executeTakeFirst();
    if (Number(result.numDeletedRows) !== ids.length) throw notFound();
  });
}
