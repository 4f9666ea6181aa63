import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AnswerTicket, KeptAnswers } from '../lib/kept-answers.js';

/**
 * Answers of the routes marked `config: { keepAnswer: true }` (lists and details read all day, whose
 * answer depends only on the database, the caller and the URL), kept 10 s or until a write, per admin,
 * language and URL. A repeated request is answered from memory once the caller is checked, without
 * parsing, querying or serializing again; any write on this instance, a job, or a notice from another
 * instance drops every kept answer (lib/kept-until-write.ts, plugins/change-notices.ts).
 */
const answers = new KeptAnswers(10_000, 500, 256 * 1024);
const OK_ENVELOPE = '{"result":"ok"';

export const keptAnswersPlugin = fp(async (app: FastifyInstance) => {
  const tickets = new WeakMap<FastifyRequest, AnswerTicket>();

  // After the guard's onRequest hooks: the caller has been let in.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.keepAnswer || !request.auth) return;
    const key = `${request.auth.adminId}\0${request.lang}\0${request.url}`;
    const kept = answers.find(app.db, key);
    if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept);
    const ticket = answers.ticket(app.db, key);
    if (ticket) tickets.set(request, ticket);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ticket = tickets.get(request);
    // Only a success envelope is kept (errors answer 4xx or 5xx; this also guards against a 200 one).
    if (ticket && reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith(OK_ENVELOPE))
      answers.keep(app.db, ticket, payload);
  });
});
