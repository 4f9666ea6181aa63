import type { SpecificationRow, specificationInputSchema } from '@bo/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/database.js';
import type { SpecificationsTable } from '../../../db/schema.js';
import { invalid, notFound } from '../../../http/errors.js';
import { updateVersioned } from '../../../lib/records.js';
import { nowIso } from '../../../lib/time.js';

type Input = z.output<typeof specificationInputSchema>;

export function specificationsQuery(db: Db) {
  return db
    .selectFrom('specifications')
    .leftJoin('specification_groups', 'specification_groups.id', 'specifications.group_id')
    .selectAll('specifications')
    .select('specification_groups.name as group_name');
}

/** A stored row as the API shows it (values parsed). */
export function presentSpecification(
  row: Selectable<SpecificationsTable> & { group_name: string | null },
): SpecificationRow {
  let values: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.values);
    if (Array.isArray(parsed)) values = parsed.map(String);
  } catch {
    // A damaged value list shows as empty rather than failing the page.
  }
  return { ...row, values };
}

async function checkGroup(trx: Trx, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const group = await trx
    .selectFrom('specification_groups')
    .select('id')
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw invalid({ group_id: 'specificationGroup.missing' });
}

const columns = (input: Input) => ({
  name: input.name,
  label: input.label,
  group_id: input.group_id,
  type: input.type,
  location: input.location,
  values: JSON.stringify(input.values),
  is_search: input.is_search,
  sort: input.sort,
});

export async function createSpecification(db: Db, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkGroup(trx, input.group_id);
    const now = nowIso();
    const row = await trx
      .insertInto('specifications')
      .values({ ...columns(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateSpecification(db: Db, id: number, input: Input): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkGroup(trx, input.group_id);
    await updateVersioned(trx, 'specifications', id, input.version, columns(input));
  });
}

/** Goods keep the values they were saved with; categories lose the link. */
export async function destroySpecifications(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('category_specifications').where('specification_id', 'in', ids).execute();
    const result = await trx.deleteFrom('specifications').where('id', 'in', ids).executeTakeFirst();
    if (Number(result.numDeletedRows) !== ids.length) throw notFound();
  });
}
