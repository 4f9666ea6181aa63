import {
  AUTHENTICATED,
  captchaAnswerSchema,
  loginSchema,
  PUBLIC,
  refreshTokenSchema,
  tokenLoginSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { unauthenticated } from '../../http/errors.js';
import { limitPerAddress, RATE_LIMITS } from '../../security/rate-limits.js';
import { revokeFamily } from '../../security/sessions.js';
import { checkAnswer, createChallenge } from './captcha-service.js';
import { type LoginContext, loginWithPassword, loginWithRefresh } from './login-service.js';
import { loginWithToken } from './token-login.js';

/**
 * Login attempts per IP and minute, against password guessing; rendering a captcha costs CPU, so it is capped
 * too.
 */
export const LOGIN_ATTEMPTS_PER_MINUTE = RATE_LIMITS['admin-login'].limit;
export const CAPTCHAS_PER_MINUTE = RATE_LIMITS.captcha.limit;

const contextOf = (request: FastifyRequest): LoginContext => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Identity endpoints: slide captcha, login (types 1 and 2), refreshToken, login/token, logout. */
export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Per client address, shared by the instances on one database (security/rate-limits.ts).
  const loginLimit = limitPerAddress(app, 'admin-login');
  const captchaLimit = limitPerAddress(app, 'captcha');
  const answerLimit = limitPerAddress(app, 'captcha-answer');
  const refreshLimit = limitPerAddress(app, 'admin-refresh');
  const open = { permission: PUBLIC };

  // The contract shape always holds a real challenge; `enabled: false` (CAPTCHA=off, for automation)
  // tells the login page it may skip the slider.
  app.get('/auth/code', { config: open, onRequest: captchaLimit }, async () =>
    ok({ ...(await createChallenge(app.db)), enabled: app.config.captcha }),
  );

  app.post(
    '/auth/code',
    { config: open, onRequest: answerLimit, schema: { body: captchaAnswerSchema } },
    async (request) => ok(await checkAnswer(app.db, request.body.key, request.body.x)),
  );

  app.post(
    '/login',
    { config: open, onRequest: loginLimit, schema: { body: loginSchema } },
    async (request) => {
      const body = request.body;
      const ctx = contextOf(request);
      if (body.type === 2) return ok(await loginWithRefresh(app.db, body.refresh_token, ctx));
      return ok(await loginWithPassword(app.db, body, { ...ctx, captchaRequired: app.config.captcha }));
    },
  );

  app.post(
    '/refreshToken',
    { config: open, onRequest: refreshLimit, schema: { body: refreshTokenSchema } },
    async (request) => ok(await loginWithRefresh(app.db, request.body.refresh_token, contextOf(request))),
  );

  app.post(
    '/login/token',
    { config: open, onRequest: loginLimit, schema: { body: tokenLoginSchema } },
    async (request) =>
      ok(await loginWithToken(app.db, request.body.token, app.config.ssoSecret, contextOf(request))),
  );

  app.post('/logout', { config: { permission: AUTHENTICATED } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    await revokeFamily(app.db, request.auth.familyId);
    return ok(translate(request.lang, 'auth.logoutSuccess'));
  });
}
