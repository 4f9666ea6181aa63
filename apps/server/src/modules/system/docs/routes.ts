import { docParamsSchema, docSchema, docSummarySchema, okSchema } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { getDoc, listDocs } from './service.js';

/** Developer documents (DevelopDocumentDetail): the Markdown files shipped in `docs/`. */
export async function docsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/docs',
    {
      config: { permission: 'DevelopDocumentDetail' },
      schema: { response: { 200: okSchema(z.array(docSummarySchema)) } },
    },
    async (request) => ok(await listDocs(request.lang)),
  );

  app.get(
    '/docs/:name',
    {
      config: { permission: 'DevelopDocumentDetail' },
      schema: { params: docParamsSchema, response: { 200: okSchema(docSchema) } },
    },
    async (request) => ok(await getDoc(request.params.name, request.lang)),
  );
}
