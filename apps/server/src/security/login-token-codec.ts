import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../lib/crypto.js';

/**
 * A login token: `base64url(JSON payload) + '.' + base64url(HMAC-SHA256(first part, secret))`.
 * `sub` is an admin id (tokens we issue) or, from a trusted SSO, an id or a username.
 */
const payloadSchema = z.object({
  sub: z.union([z.number().int().positive(), z.string().min(1).max(64)]),
  jti: z.string().min(8).max(60),
  /** Expiry, Unix seconds. */
  exp: z.number().int().positive(),
  /** The generation of the subject's tokens (storefront members), so they can be ended together. */
  ver: z.number().int().nonnegative().optional(),
});
export type LoginTokenPayload = z.infer<typeof payloadSchema>;

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function encodeLoginToken(payload: LoginTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload when the signature matches `secret` and the payload is well formed; null otherwise. */
export function decodeLoginToken(token: string, secret: string): LoginTokenPayload | null {
  if (!secret) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, signature] = parts as [string, string];
  if (!safeEqual(sign(body, secret), signature)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
