import type { FastifyInstance } from 'fastify';
import { issueMemberToken } from '../../src/modules/storefront/member-token.js';
import { someIp } from '../auth-helpers.js';

let registered = 0;

/**
 * Registers a member through the storefront and returns its id and token. Each from its own address and
 * the token issued directly: crowds of members would otherwise meet the storefront's rate limits.
 */
export async function shopper(app: FastifyInstance) {
  const account = `shopper${++registered}_${Date.now() % 100_000}`;
  const reply = await app.inject({
    method: 'POST',
    url: '/api/v1/shop/register',
    remoteAddress: someIp(),
    payload: { account, password: 'Secret123' },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  const id = reply.json().message.id as number;
  return { id, token: await issueMemberToken(app.db, id) };
}
