import type { FastifyInstance } from 'fastify';
import { issueMemberToken } from '../../src/modules/storefront/member-token.js';
import { shop } from '../shop-helpers.js';

let registered = 0;

/**
 * Registers a member through the storefront and answers its id and token. The token is issued
 * directly: crowds of members would otherwise meet the storefront's login rate limit.
 */
export async function shopper(app: FastifyInstance) {
  const account = `shopper${++registered}_${Date.now() % 100_000}`;
  const reply = await shop(app, 'POST', 'register', { body: { account, password: 'Secret123' } });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  const id = reply.json().message.id as number;
  return { id, token: await issueMemberToken(app.db, id) };
}
