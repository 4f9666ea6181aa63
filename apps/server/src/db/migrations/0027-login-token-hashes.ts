import { type Kysely, sql } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * Login tokens an administrator issues are kept as their SHA-256 only, as sessions are: a row keyed by the
 * token's jti let whoever reads the database (the signing secret lies beside it, in `settings`) rebuild a
 * token still unused. `jti` becomes `key`: the hash of an issued token, or `sso:` and the jti of a spent
 * single sign-on token (its replay guard). Issued tokens still unused are dropped, as their rows can no
 * longer be found; they would have expired within minutes.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_tokens where used_at is null`.execute(db);
  await db.schema.alterTable('login_tokens').renameColumn('jti', 'key').execute();
}

export const loginTokenHashes: Migration = { name: '0027-login-token-hashes', up };
