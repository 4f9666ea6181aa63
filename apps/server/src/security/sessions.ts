import { ErrorCode, type TokenPair } from '@bo/contract';
import { type Db, locksRows, sharedByInstances } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { DbCache } from '../lib/db-cache.js';
import { nowIso } from '../lib/time.js';

export const ACCESS_TTL_S = 2 * 60 * 60;
export const REFRESH_TTL_S = 7 * 24 * 60 * 60;
/**
 * How long a just-rotated refresh token may be presented again and still return a fresh pair of its
 * family: a browser's tabs (or a retry after a lost response) refreshing at once must not sign the user
 * out. Past it, a rotated token means it leaked and the family is revoked.
 */
export const REFRESH_GRACE_MS = 20_000;

export interface SessionMeta {
  ip: string;
  userAgent: string;
  remember: boolean;
}

/** Starts a new session family for an admin and returns its token pair. */
export async function issueSession(db: Db, adminId: number, meta: SessionMeta): Promise<TokenPair> {
  return insertSession(db, adminId, randomToken(16), meta);
}

async function insertSession(
  db: Db,
  adminId: number,
  familyId: string,
  meta: SessionMeta,
): Promise<TokenPair> {
  const access = randomToken();
  const refresh = randomToken();
  const now = Date.now();
  await db
    .insertInto('auth_sessions')
    .values({
      admin_id: adminId,
      family_id: familyId,
      access_hash: sha256(access),
      access_expires_at: new Date(now + ACCESS_TTL_S * 1000).toISOString(),
      refresh_hash: sha256(refresh),
      refresh_expires_at: new Date(now + REFRESH_TTL_S * 1000).toISOString(),
      remember: meta.remember ? 1 : 0,
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 512),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TTL_S,
    refresh_token: refresh,
    refresh_expires_in: REFRESH_TTL_S,
  };
}

const refreshInvalid = () => new AppError(ErrorCode.Unauthenticated, 'auth.refreshInvalid');

/**
 * Exchanges a refresh token for a new pair (rotation). Presenting a token that was already rotated
 * means it leaked: the whole family is revoked and the caller must log in again, unless it was rotated
 * within {@link REFRESH_GRACE_MS} (two refreshes at once): that returns another pair of the family.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  meta: Omit<SessionMeta, 'remember'>,
): Promise<TokenPair> {
  const result = await db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL: a concurrent refresh with the same token (from any instance) waits here,
    // then sees it rotated, within the grace, instead of failing its own claim.
    const row = await trx
      .selectFrom('auth_sessions')
      .innerJoin('admins', 'admins.id', 'auth_sessions.admin_id')
      .select([
        'auth_sessions.id',
        'auth_sessions.admin_id',
        'auth_sessions.family_id',
        'auth_sessions.refresh_expires_at',
        'auth_sessions.rotated_at',
        'auth_sessions.revoked_at',
        'auth_sessions.remember',
        'admins.state',
      ])
      .where('auth_sessions.refresh_hash', '=', sha256(refreshToken))
      .$if(locksRows(trx), (q) => q.forUpdate('auth_sessions'))
      .executeTakeFirst();
    if (!row || row.revoked_at || row.state !== 1 || row.refresh_expires_at <= nowIso()) return null;
    const child = () =>
      insertSession(trx, row.admin_id, row.family_id, { ...meta, remember: row.remember === 1 });
    if (row.rotated_at) {
      if (Date.now() - Date.parse(String(row.rotated_at)) <= REFRESH_GRACE_MS) return child();
      await revokeFamily(trx, row.family_id);
      return 'reused' as const;
    }
    const claimed = await trx
      .updateTable('auth_sessions')
      .set({ rotated_at: nowIso() })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    return child();
  });
  // A reuse revoked the family on a request no signed-in caller made, which drops no cache: the kept
  // sessions are dropped here, so the family's access tokens stop at once.
  if (result === 'reused') sessionCache.forget(db);
  if (result === null || result === 'reused') throw refreshInvalid();
  return result;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: nowIso() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an admin (forbidden accounts, password changes by an administrator). */
export async function revokeAdminSessions(db: Db, adminId: number): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: nowIso() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface ActiveSession {
  sessionId: number;
  familyId: string;
  adminId: number;
  /** The admin's name and data scope, read with the session (one query per request). */
  admin: {
    username: string;
    data_scope: string;
    organization_id: number | null;
    department_id: number | null;
    area_id: number | null;
  };
}

const readSession = (db: Db, accessHash: string) =>
  db
    .selectFrom('auth_sessions')
    .innerJoin('admins', 'admins.id', 'auth_sessions.admin_id')
    .select([
      'auth_sessions.id',
      'auth_sessions.family_id',
      'auth_sessions.admin_id',
      'auth_sessions.access_expires_at',
      'auth_sessions.revoked_at',
      'admins.state',
      'admins.username',
      'admins.data_scope',
      'admins.organization_id',
      'admins.department_id',
      'admins.area_id',
    ])
    .where('auth_sessions.access_hash', '=', accessHash)
    .executeTakeFirst();

/**
 * Sessions by access-token hash, read on every request: cached until a write (logout, forbid) or 5 s,
 * where this process is the only one (SQLite). Several instances read them afresh every time, so a
 * logout on one is refused by the others at once, not when its notice arrives.
 */
const sessionCache = new DbCache<string, Awaited<ReturnType<typeof readSession>>, Db>(
  { ttlMs: 5_000, max: 1_000 },
  readSession,
);

/** Resolves an access token to its session, or throws 40100 / 50002 expired / 50003 revoked. */
export async function verifyAccessToken(db: Db, accessToken: string): Promise<ActiveSession> {
  const hash = sha256(accessToken);
  const row = await (sharedByInstances(db) ? readSession(db, hash) : sessionCache.get(db, hash));
  if (!row) throw new AppError(ErrorCode.Unauthenticated, 'errors.unauthenticated');
  if (row.revoked_at || row.state !== 1)
    throw new AppError(ErrorCode.SessionRevoked, 'errors.sessionRevoked');
  if (row.access_expires_at <= nowIso())
    throw new AppError(ErrorCode.SessionExpired, 'errors.sessionExpired');
  const { username, data_scope, organization_id, department_id, area_id } = row;
  return {
    sessionId: row.id,
    familyId: row.family_id,
    adminId: row.admin_id,
    admin: { username, data_scope, organization_id, department_id, area_id },
  };
}
