import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from './helpers.js';

/** A district of the seeded regions (杭州市西湖区) and a consignee there. */
export const ADDRESS = {
  consignee: '张三',
  phone: '13800000000',
  region_code: '330106',
  address: '文三路 1 号',
};

/** Calls the storefront API: `shop(app, 'POST', 'order', {token, body})`. */
export function shop(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  route: string,
  opts: { token?: string; body?: unknown; lang?: 'zh' | 'en'; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'application/json', lang: opts.lang ?? 'en' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.userAgent) headers['user-agent'] = opts.userAgent;
  return app.inject({
    method,
    url: `/api/v1/shop/${route}`,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}

/** Registers and logs in a member; returns its id and storefront token. */
export async function memberWithToken(app: FastifyInstance, account: string) {
  const password = 'Secret123';
  const registered = await shop(app, 'POST', 'register', { body: { account, password } });
  if (registered.statusCode !== 200) throw new Error(registered.body);
  const login = await shop(app, 'POST', 'login', { body: { account, password } });
  return { id: registered.json().message.id as number, token: login.json().message.access_token as string };
}

/** Tops up a member's balance through the admin API (the ledger). */
export function topUp(app: FastifyInstance, adminToken: string, memberId: number, amount: number) {
  return call(app, 'POST', `member/balance/${memberId}`, {
    token: adminToken,
    body: { amount, reason: 'Top-up' },
  });
}

/**
 * Switches the sandbox online payment on through the admin API (it is off on a fresh install) and
 * returns its plug-in id: tests that pay `way: online` start with this.
 */
export async function enableSandboxPayment(app: FastifyInstance, adminToken: string): Promise<number> {
  const list = await call(app, 'GET', 'plugin', { token: adminToken, query: { keyword: 'sandbox' } });
  const sandbox = (list.json().message.data as { id: number; code: string; enabled: boolean }[]).find(
    (p) => p.code === 'sandbox',
  );
  if (!sandbox) throw new Error('no sandbox plug-in');
  if (!sandbox.enabled) {
    const on = await call(app, 'POST', `plugin/state/${sandbox.id}`, {
      token: adminToken,
      body: { action: 'enable' },
    });
    if (on.statusCode !== 200) throw new Error(on.body);
  }
  return sandbox.id;
}
