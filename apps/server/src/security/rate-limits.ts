import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors.js';

const MINUTE = 60_000;

/**
 * Every per-address rate limit of the APIs, in one place: at most `limit` requests per client address
 * within a sliding `windowMs`, shared by the instances on one database or Redis (plugins/rate-limits.ts),
 * refused with 42900 and the seconds to wait. Most guard a door a stranger can knock on without a session,
 * and most of them cost an argon2 hash or an image rendering.
 */
export const RATE_LIMITS = {
  /** Admin `login` (both types) and `login/token` share one budget, so a password cannot be guessed through the other door. */
  'admin-login': { limit: 30, windowMs: MINUTE },
  /**
   * `POST admin/login-token/{id}`: each token is a way into another account, handed out a few at a time;
   * a session that mints them by the dozen is not someone helping a colleague.
   */
  'admin-login-token': { limit: 20, windowMs: MINUTE },
  /** `refreshToken`: a tab refreshes every two hours, so an office behind one address stays far below. */
  'admin-refresh': { limit: 60, windowMs: MINUTE },
  /** `GET auth/code`: rendering a challenge costs CPU. */
  captcha: { limit: 60, windowMs: MINUTE },
  /** `POST auth/code`: slider answers, one per challenge. */
  'captcha-answer': { limit: 60, windowMs: MINUTE },
  /** Storefront `shop/login`. */
  'member-login': { limit: 30, windowMs: MINUTE },
  /** Storefront `shop/register`: each one hashes a password and adds an account. */
  'member-register': { limit: 20, windowMs: 10 * MINUTE },
  /** Storefront `shop/visit`: one row per page view. */
  'shop-visit': { limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * An `onRequest` hook counting the request against the named limit for its address. Counted before the
 * body is parsed, so malformed floods are limited too.
 */
export function limitPerAddress(app: FastifyInstance, name: RateLimitName) {
  const limiter = app.rateLimiter(name);
  return async (request: FastifyRequest) => {
    const wait = await limiter.hit(request.ip);
    if (wait > 0) throw tooManyRequests(wait);
  };
}
