import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '../src/plugins/guard.js';

/** A random client address, so each test has its own rate-limit budget. */
export const someIp = (): string => `10.${[...randomBytes(3)].join('.')}`;

/** POST/GET to the admin API from a given address (the shared `call` helper always uses 127.0.0.1). */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  route: string,
  opts: { body?: unknown; ip?: string; lang?: 'zh' | 'en'; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.lang) headers.lang = opts.lang;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const request: InjectOptions = {
    method,
    url: `${API_PREFIX}/${route}`,
    headers,
    remoteAddress: opts.ip ?? someIp(),
  };
  if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
  return app.inject(request);
}

/** Solves a slide captcha through the API, reading the answer the server stored. */
export async function solveCaptcha(app: FastifyInstance, ip = someIp()): Promise<string> {
  const challenge = (await send(app, 'GET', 'auth/code', { ip })).json().message as { key: string };
  const row = await app.db
    .selectFrom('captchas')
    .select('answer_x')
    .where('key', '=', challenge.key)
    .executeTakeFirstOrThrow();
  const res = await send(app, 'POST', 'auth/code', { ip, body: { key: challenge.key, x: row.answer_x + 2 } });
  return res.json().message.captcha_token as string;
}

export function passwordLogin(
  app: FastifyInstance,
  fields: {
    username: string;
    password: string;
    captcha_token?: string;
    area_id?: number;
    remember?: boolean;
  },
  opts: { ip?: string; lang?: 'zh' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  return send(app, 'POST', 'login', { ...opts, body: { type: 1, remember: false, ...fields } });
}

/** Polls until `check` returns something truthy (the admin log is written after the response). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null>,
  timeoutMs = 2000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function loginEvents(app: FastifyInstance, username: string) {
  return app.db
    .selectFrom('login_events')
    .select(['admin_id', 'success', 'reason', 'ip'])
    .where('username', '=', username)
    .orderBy('id')
    .execute();
}
