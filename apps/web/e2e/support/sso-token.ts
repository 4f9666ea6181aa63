import { createHmac, randomUUID } from 'node:crypto';

/**
 * A token as a trusted single sign-on would mint it for `POST login/token`: the base64url JSON
 * payload and its HMAC-SHA256 under the shared secret the server was started with.
 */
export function ssoToken(username: string, ttlSeconds = 120): string {
  const payload = { sub: username, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', process.env.E2E_SSO_SECRET as string)
    .update(body)
    .digest('base64url');
  return `${body}.${signature}`;
}
