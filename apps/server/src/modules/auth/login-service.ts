import { ErrorCode, formatDateTime, type loginByPasswordSchema, type TokenPair } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, invalid } from '../../http/errors.js';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';
import { issueSession, rotateSession } from '../../security/sessions.js';
import { consumeCaptchaToken } from './captcha-service.js';
import { type LoginReason, recordLoginEvent } from './login-events.js';

/** Consecutive failures that lock an account, and for how long: guessing a password becomes too slow. */
export const MAX_FAILED_LOGINS = 10;
export const LOCK_MS = 15 * 60_000;

export type PasswordLogin = z.output<typeof loginByPasswordSchema>;

export interface LoginContext {
  ip: string;
  userAgent: string;
}

// Verified against when the username is unknown, so both failures cost one argon2 verification.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
};

const loginFailed = () => invalid({ password: 'auth.loginFailed' });
const locked = (until: string) =>
  new AppError(ErrorCode.Forbidden, 'auth.accountLocked', { until: formatDateTime(until) });
export const accountForbidden = () => new AppError(ErrorCode.Forbidden, 'auth.accountForbidden');

/** Login type 1: captcha token, area, lockout, password, account state, in that order. */
export async function loginWithPassword(
  db: Db,
  input: PasswordLogin,
  ctx: LoginContext & { captchaRequired: boolean },
): Promise<TokenPair> {
  let adminId: number | null = null;
  const fail = async (reason: LoginReason, error: AppError): Promise<never> => {
    await recordLoginEvent(db, { username: input.username, adminId, ip: ctx.ip, success: false, reason });
    throw error;
  };

  if (ctx.captchaRequired) {
    if (!input.captcha_token) await fail('captcha', invalid({ captcha_token: 'auth.captchaRequired' }));
    else if (!(await consumeCaptchaToken(db, input.captcha_token)))
      await fail('captcha', invalid({ captcha_token: 'auth.captchaInvalid' }));
  }
  if (input.area_id != null) {
    const area = await db.selectFrom('areas').select('id').where('id', '=', input.area_id).executeTakeFirst();
    if (!area) await fail('area', invalid({ area_id: 'auth.areaUnknown' }));
  }

  const admin = await db
    .selectFrom('admins')
    .select(['id', 'password_hash', 'state', 'locked_until'])
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (!admin) {
    await verifyPassword(await dummy(), input.password);
    return fail('bad_credentials', loginFailed());
  }
  adminId = admin.id;
  if (admin.locked_until && admin.locked_until > nowIso()) await fail('locked', locked(admin.locked_until));

  // The attempt is counted before its password is checked, so concurrent attempts (from any instance)
  // check at most the allowed number of passwords before the lock.
  const attempt = await reserveAttempt(db, admin.id);
  if (attempt.refused) {
    if (attempt.lockedUntil) await fail('locked', locked(attempt.lockedUntil));
    // The account was removed meanwhile: an ordinary failed login.
    return fail('bad_credentials', loginFailed());
  }
  if (!(await verifyPassword(admin.password_hash, input.password))) {
    return fail('bad_credentials', attempt.lockedUntil ? locked(attempt.lockedUntil) : loginFailed());
  }
  // The right password ends the series of failures (and a lock its own attempt may have set).
  await db
    .updateTable('admins')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', admin.id)
    .execute();
  // Checked after the password, so a stranger cannot tell a disabled account from a wrong password.
  if (admin.state !== 1) await fail('forbidden', accountForbidden());

  await db
    .updateTable('admins')
    .set({ last_login_at: nowIso(), last_login_ip: ctx.ip.slice(0, 64) })
    .where('id', '=', admin.id)
    .execute();
  const pair = await issueSession(db, admin.id, { ...ctx, remember: input.remember });
  await recordLoginEvent(db, {
    username: input.username,
    adminId,
    ip: ctx.ip,
    success: true,
    reason: 'password',
  });
  return pair;
}

interface Attempt {
  refused: boolean;
  lockedUntil: string | null;
}

/**
 * Counts an attempt as a failure before its password is checked, in one conditional UPDATE: the row is
 * locked while it is updated, so concurrent attempts on any instance take the slots one after the other.
 * The attempt that takes the last slot locks the account at once (and restarts the counter, so after the
 * lock another full series is needed); it reports the lock when its password is wrong too. Refused when
 * the account is locked, with until when.
 */
async function reserveAttempt(db: Db, adminId: number): Promise<Attempt> {
  const now = nowIso();
  const until = isoIn(LOCK_MS);
  const row = await db
    .updateTable('admins')
    .set((eb) => {
      const last = eb('failed_logins', '>=', MAX_FAILED_LOGINS - 1);
      return {
        failed_logins: eb
          .case()
          .when(last)
          .then(0)
          .else(eb('failed_logins', '+', 1))
          .end(),
        locked_until: eb.case().when(last).then(until).else(eb.ref('locked_until')).end(),
      };
    })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_logins')
    .executeTakeFirst();
  if (row) return { refused: false, lockedUntil: row.failed_logins === 0 ? until : null };
  const current = await db
    .selectFrom('admins')
    .select('locked_until')
    .where('id', '=', adminId)
    .executeTakeFirst();
  return { refused: true, lockedUntil: current?.locked_until ?? null };
}

/** Login type 2 and `refreshToken`: rotate the refresh token (reuse revokes its family). */
export async function loginWithRefresh(db: Db, refreshToken: string, ctx: LoginContext): Promise<TokenPair> {
  try {
    const pair = await rotateSession(db, refreshToken, ctx);
    const owner = await db
      .selectFrom('auth_sessions')
      .innerJoin('admins', 'admins.id', 'auth_sessions.admin_id')
      .select(['admins.id', 'admins.username'])
      .where('auth_sessions.access_hash', '=', sha256(pair.access_token))
      .executeTakeFirstOrThrow();
    await recordLoginEvent(db, {
      username: owner.username,
      adminId: owner.id,
      ip: ctx.ip,
      success: true,
      reason: 'refresh',
    });
    return pair;
  } catch (error) {
    if (error instanceof AppError) {
      await recordLoginEvent(db, {
        username: '',
        adminId: null,
        ip: ctx.ip,
        success: false,
        reason: 'refresh_invalid',
      });
    }
    throw error;
  }
}
