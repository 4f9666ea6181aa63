import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * Members' birthdays (`YYYY-MM-DD` text on both databases, so it reads back as the same string and
 * compares in calendar order; null when unknown), for the age groups of `statistic/age_and_sex`. That
 * statistic reads members by `created_at`, through `members_created_idx` (0009).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('birthday', 'varchar(10)').execute();
}

export const memberBirthday: Migration = { name: '0014-member-birthday', up };
