import { createHmac } from 'node:crypto';
import { MEMBER_STATES } from '@bo/contract';
import type { Db, Trx } from '../../db/database.js';
import { randomToken } from '../../lib/crypto.js';
import { installationSecret } from '../../security/installation-secret.js';
import { decodeLoginToken, encodeLoginToken } from '../../security/login-token-codec.js';

/** Member access tokens last a day; the storefront logs in again after that. */
export const MEMBER_TOKEN_SECONDS = 24 * 3600;

/**
 * The member tokens' own key, derived from the installation secret: a member token can never pass
 * as an administrator's login token, which the installation secret itself signs.
 */
async function memberKey(db: Db): Promise<string> {
  return createHmac('sha256', await installationSecret(db))
    .update('storefront-member-token')
    .digest('base64url');
}

/** A token of the member's current generation (see {@link endMemberTokens}). */
export async function issueMemberToken(db: Db, memberId: number): Promise<string> {
  const member = await db
    .selectFrom('members')
    .select('token_version')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const exp = Math.floor(Date.now() / 1000) + MEMBER_TOKEN_SECONDS;
  return encodeLoginToken(
    { sub: memberId, jti: randomToken(9), exp, ver: member.token_version },
    await memberKey(db),
  );
}

/**
 * The member id of a valid, unexpired token of a member who exists, is not forbidden, and whose tokens
 * have not been ended since it was issued; null otherwise. Read on every request, so an administrator's
 * change applies at once, on every instance.
 */
export async function verifyMemberToken(db: Db, token: string): Promise<number | null> {
  const payload = decodeLoginToken(token, await memberKey(db));
  if (!payload || typeof payload.sub !== 'number' || payload.exp * 1000 <= Date.now()) return null;
  const member = await db
    .selectFrom('members')
    .select(['state', 'token_version'])
    .where('id', '=', payload.sub)
    .executeTakeFirst();
  if (!member || member.state !== MEMBER_STATES.normal || member.token_version !== (payload.ver ?? 0))
    return null;
  return payload.sub;
}

/** Ends every storefront token issued to the member so far (a new password, a forbid). */
export async function endMemberTokens(trx: Db | Trx, memberId: number): Promise<void> {
  await trx
    .updateTable('members')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();
}
