import {
  idParamsSchema,
  ledgerListQuerySchema,
  ledgerRowSchema,
  memberBalanceInputSchema,
  memberCountSchema,
  memberFilterSchema,
  memberInputSchema,
  memberListQuerySchema,
  memberRowSchema,
  okSchema,
  pageSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { registerCrud } from '../../../lib/crud-routes.js';
import { countMembers, listMembers, memberDetail, memberLedger } from './queries.js';
import { adjustBalance, createMember, destroyMembers, updateMember } from './service.js';

/**
 * Members (`member`, MemberList/Create/Edit/Destroy), the tab counts (`memberCount`), the balance
 * ledger (`member/ledger/{id}`) and adjustments through it (`member/balance/{id}`, MemberBalance).
 */
export async function memberRoutes(fastify: FastifyInstance): Promise<void> {
  registerCrud(fastify, {
    path: 'member',
    permission: 'Member',
    query: memberListQuerySchema,
    input: memberInputSchema,
    row: memberRowSchema,
    list: (query) => listMembers(fastify.db, query),
    detail: (id) => memberDetail(fastify.db, id),
    create: (input, request) => createMember(fastify.db, input, request.audit),
    update: (id, input, request) => updateMember(fastify.db, id, input, request.audit),
    destroy: (ids, request) => destroyMembers(fastify.db, ids, request.audit),
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/memberCount',
    {
      config: { permission: 'MemberList' },
      schema: { querystring: memberFilterSchema, response: { 200: okSchema(memberCountSchema) } },
    },
    async (request) => ok(await countMembers(app.db, request.query)),
  );

  app.get(
    '/member/ledger/:id',
    {
      config: { permission: 'MemberList' },
      schema: {
        params: idParamsSchema,
        querystring: ledgerListQuerySchema,
        response: { 200: okSchema(pageSchema(ledgerRowSchema)) },
      },
    },
    async (request) => ok(await memberLedger(app.db, request.params.id, request.query)),
  );

  app.post(
    '/member/balance/:id',
    {
      config: { permission: 'MemberBalance' },
      schema: {
        params: idParamsSchema,
        body: memberBalanceInputSchema,
        response: { 200: okSchema(z.object({ balance: z.number(), message: z.string() })) },
      },
    },
    async (request) => {
      const balance = await adjustBalance(
        app.db,
        request.params.id,
        request.body,
        request.auth?.adminId ?? null,
        request.audit,
      );
      return ok({ balance, message: translate(request.lang, 'member.balanceSaved') });
    },
  );
}
