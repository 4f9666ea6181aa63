import type { Db } from '../db/database.js';
import { randomToken } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';

const KEY = 'auth.login_token_secret';
const cache = new WeakMap<Db, Promise<string>>();

/**
 * The per-installation secret that signs administrator-issued login tokens: generated on first use,
 * then kept in `settings`. Concurrent first uses agree because the insert is first-writer-wins.
 */
export function installationSecret(db: Db): Promise<string> {
  let secret = cache.get(db);
  if (!secret) {
    secret = readOrCreate(db);
    cache.set(db, secret);
    secret.catch(() => cache.delete(db));
  }
  return secret;
}

async function readOrCreate(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: randomToken(32), updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
