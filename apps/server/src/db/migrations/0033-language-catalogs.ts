import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { columnKinds, type Migration } from './helpers.js';

/**
 * The uploaded UI catalog of a language row other than zh and en (theirs ship with the code): one per
 * language, gone with its language. `catalog` is the JSON of the texts kept (the interface's keys and
 * their plural forms); `version` counts uploads, so whatever is worked out from a catalog (how many
 * keys it lacks) can be kept until the next one.
 */
async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('language_catalogs')
    .addColumn('language_id', 'integer', (c) => c.primaryKey().references('languages.id').onDelete('cascade'))
    .addColumn('catalog', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', columnKinds(dialect).timestamp, (c) => c.notNull())
    .execute();
}

export const languageCatalogs: Migration = { name: '0033-language-catalogs', up };
