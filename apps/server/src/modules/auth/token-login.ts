import { ErrorCode, ISSUED_LOGIN_TOKEN_TTL_S, type TokenPair } from '@bo/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';
import { installationSecret } from '../../security/installation-secret.js';
import {
  decodeLoginToken,
  encodeLoginToken,
  type LoginTokenPayload,
} from '../../security/login-token-codec.js';
import { issueSession } from '../../security/sessions.js';
import { recordLoginEvent } from './login-events.js';
import { accountForbidden, type LoginContext } from './login-service.js';

/** Longest life an administrator may give a login token; SSO tokens must be shorter still. */
export const LOGIN_TOKEN_MAX_TTL_S = 24 * 60 * 60;
export const SSO_TOKEN_MAX_TTL_S = 10 * 60;
/** SSO `jti`s share `login_tokens` with the hashes of ours; the prefix keeps the two apart. */
const SSO_KEY_PREFIX = 'sso:';

const tokenInvalid = () => new AppError(ErrorCode.Unauthenticated, 'auth.tokenLoginInvalid');

/**
 * Issues a single-use login token for an account (`POST admin/login-token/{id}`). Only its SHA-256 is
 * kept, as for sessions: what the database holds cannot be turned back into a token that works.
 */
export async function issueLoginToken(
  db: Db,
  adminId: number,
  ttlSeconds = ISSUED_LOGIN_TOKEN_TTL_S,
): Promise<{ token: string; expires_at: string }> {
  const ttl = Math.min(Math.max(Math.floor(ttlSeconds), 1), LOGIN_TOKEN_MAX_TTL_S);
  const exp = Math.floor(Date.now() / 1000) + ttl;
  const token = encodeLoginToken({ sub: adminId, jti: randomToken(18), exp }, await installationSecret(db));
  const expiresAt = new Date(exp * 1000).toISOString();
  await db
    .insertInto('login_tokens')
    .values({
      key: sha256(token),
      admin_id: adminId,
      expires_at: expiresAt,
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return { token, expires_at: expiresAt };
}

function findAdmin(db: Db, sub: number | string) {
  const query = db.selectFrom('admins').select(['id', 'username', 'state']);
  return (
    typeof sub === 'number' ? query.where('id', '=', sub) : query.where('username', '=', sub)
  ).executeTakeFirst();
}

/** Spends a token we issued: it must be on record for that admin, unused and unexpired. */
async function claimIssued(db: Db, token: string, payload: LoginTokenPayload): Promise<number | null> {
  if (typeof payload.sub !== 'number') return null;
  const result = await db
    .updateTable('login_tokens')
    .set({ used_at: nowIso() })
    .where('key', '=', sha256(token))
    .where('admin_id', '=', payload.sub)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? payload.sub : null;
}

/** Spends an SSO token: its jti is recorded on first use, so a replay finds it taken. */
async function claimSso(db: Db, payload: LoginTokenPayload): Promise<number | null> {
  if (payload.exp - Date.now() / 1000 > SSO_TOKEN_MAX_TTL_S) return null;
  const admin = await findAdmin(db, payload.sub);
  if (!admin) return null;
  const now = nowIso();
  const result = await db
    .insertInto('login_tokens')
    .values({
      key: `${SSO_KEY_PREFIX}${payload.jti}`,
      admin_id: admin.id,
      expires_at: new Date(payload.exp * 1000).toISOString(),
      used_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? admin.id : null;
}

/** `login/token`: exchanges a valid, unused, unexpired token from either signer for a session. */
export async function loginWithToken(
  db: Db,
  token: string,
  ssoSecret: string,
  ctx: LoginContext,
): Promise<TokenPair> {
  const ours = decodeLoginToken(token, await installationSecret(db));
  const sso = ours ? null : decodeLoginToken(token, ssoSecret);
  const payload = ours ?? sso;
  let adminId: number | null = null;
  if (payload && payload.exp > Date.now() / 1000) {
    adminId = ours ? await claimIssued(db, token, ours) : await claimSso(db, payload);
  }
  // For the log, a genuine (signed) but spent or expired token still names its account.
  const sub = adminId ?? payload?.sub;
  const admin = sub === undefined ? undefined : await findAdmin(db, sub);
  const event = { username: admin?.username ?? '', adminId: admin?.id ?? null, ip: ctx.ip };
  if (!admin || !adminId) {
    await recordLoginEvent(db, { ...event, success: false, reason: 'token_invalid' });
    throw tokenInvalid();
  }
  if (admin.state !== 1) {
    await recordLoginEvent(db, { ...event, success: false, reason: 'forbidden' });
    throw accountForbidden();
  }
  await db
    .updateTable('admins')
    .set({ last_login_at: nowIso(), last_login_ip: ctx.ip.slice(0, 64) })
    .where('id', '=', admin.id)
    .execute();
  const pair = await issueSession(db, admin.id, { ...ctx, remember: false });
  await recordLoginEvent(db, { ...event, success: true, reason: ours ? 'token' : 'sso' });
  return pair;
}
