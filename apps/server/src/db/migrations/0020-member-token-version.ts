import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * The generation of a member's storefront tokens (modules/storefront/member-token.ts): a token carries
 * the generation it was issued in, and setting the member's password or forbidding the member moves the
 * generation on, which ends every token issued before at once.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export const memberTokenVersion: Migration = { name: '0020-member-token-version', up };
