import {
  AUTHENTICATED,
  type JobState,
  jobStatusSchema,
  MAX_ID,
  okSchema,
  queryInt,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { notFound, unauthenticated } from '../../../http/errors.js';
import { findJob } from '../../../jobs/queue.js';

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const paramsSchema = z.object({ id: queryInt(1, MAX_ID) });

/**
 * `GET job/{id}`: a job's progress for progress bars. Any signed-in administrator may ask, but only
 * about the jobs they started (a job of someone else responds with 40400, like one that does not exist): the
 * permission to start the job (e.g. BackupCreate) was checked when it was queued.
 */
/**
 * A job's stored message parameters, with `count` where the message counts something: messages that
 * count take their plural form from `count`, and a job stored before they did holds its number under
 * the name it had then (`n`, `total`, `rows` or `errors`, in that order of preference).
 */
function countedParams(
  params: Record<string, string | number> | null,
): Record<string, string | number> | null {
  if (!params || 'count' in params) return params;
  const count = [params.n, params.total, params.rows, params.errors].find((v) => typeof v === 'number');
  return count === undefined ? params : { ...params, count };
}

export async function jobRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/job/:id',
    {
      config: { permission: AUTHENTICATED },
      schema: { params: paramsSchema, response: { 200: okSchema(jobStatusSchema) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const job = await findJob(app.db, request.params.id);
      if (!job || job.created_by !== request.auth.adminId) throw notFound();
      const params = countedParams(parse(job.message_params) as Record<string, string | number> | null);
      const message =
        job.message === '' && job.state === 'queued'
          ? translate(request.lang, 'jobs.queued')
          : translate(request.lang, job.message, params ?? undefined);
      return ok({
        id: job.id,
        type: job.type,
        state: job.state as JobState,
        progress: job.progress,
        message,
        result: parse(job.result),
      });
    },
  );
}
