import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Stops the server on SIGTERM (an orchestrator, `npm start`'s parent) or SIGINT (Ctrl-C), gracefully:
 * the port closes at once, requests in flight get their responses, the job worker finishes its job or puts it
 * back in the queue, the database closes; then the process exits with 0. A stop that takes longer than
 * `timeoutMs` exits with 1. Signals arriving while stopping are ignored: Ctrl-C in a terminal reaches
 * the server twice (from the terminal, and passed on by `npm start`), which must not cut the stop short.
 */
export function stopOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping: responding to the requests in flight, then closing');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, 'stop took too long: exiting before everything was closed');
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      app.close().then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'stop failed');
          process.exit(1);
        },
      );
    });
  }
}

/**
 * Once closing begins, responses carry `Connection: close`: a keep-alive client would otherwise hold its
 * connection open after its last response, and the stop would wait for it to time out.
 */
export const lastAnswersClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
