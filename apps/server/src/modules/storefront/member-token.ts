import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { randomToken } from '../../lib/crypto.js';
import { installationSecret } from '../auth/installation-secret.js';
import { decodeLoginToken, encodeLoginToken } from '../auth/login-token-codec.js';

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

export async function issueMemberToken(db: Db, memberId: number): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + MEMBER_TOKEN_SECONDS;
  return encodeLoginToken({ sub: memberId, jti: randomToken(9), exp }, await memberKey(db));
}

/** The member id of a valid, unexpired token; null otherwise. */
export async function verifyMemberToken(db: Db, token: string): Promise<number | null> {
  const payload = decodeLoginToken(token, await memberKey(db));
  if (!payload || typeof payload.sub !== 'number' || payload.exp * 1000 <= Date.now()) return null;
  return payload.sub;
}
