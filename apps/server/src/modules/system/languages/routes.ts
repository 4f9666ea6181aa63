import {
  CATALOG_MAX_BYTES,
  catalogSavedSchema,
  idParamsSchema,
  languageCatalogStateSchema,
  languageCodeParamsSchema,
  languageOptionSchema,
  languageResource,
  okSchema,
  PUBLIC,
  translate,
  uiCatalogSchema,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { catalogStates, menuLanguages, readCatalog, saveCatalog } from './service.js';

/**
 * The language menu and the catalogs of added languages. The rows themselves are the declared
 * resource's routes (contract `languageResource`); these read and write what a row's texts are.
 */
export async function languageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { permissions } = languageResource;

  // Public: the login page offers the languages too.
  app.get(
    '/lang',
    {
      config: { permission: PUBLIC },
      schema: { response: { 200: okSchema(languageOptionSchema.array()) } },
    },
    async () => ok(await menuLanguages(app.db)),
  );

  app.get(
    '/language/catalogs',
    {
      config: { permission: permissions.list },
      schema: { response: { 200: okSchema(languageCatalogStateSchema.array()) } },
    },
    async () => ok(await catalogStates(app.db)),
  );

  // Public: the login page is shown in the chosen language before anyone signs in.
  app.get(
    '/language/catalog/:code',
    {
      config: { permission: PUBLIC },
      schema: { params: languageCodeParamsSchema, response: { 200: okSchema(uiCatalogSchema) } },
    },
    async (request) => ok(await readCatalog(app.db, request.params.code)),
  );

  app.post(
    '/language/catalog/:id',
    {
      bodyLimit: CATALOG_MAX_BYTES,
      config: { permission: permissions.edit, tooLarge: 'language.catalogTooLarge' },
      schema: {
        params: idParamsSchema,
        body: uiCatalogSchema,
        response: { 200: okSchema(catalogSavedSchema) },
      },
    },
    async (request) => {
      const saved = await saveCatalog(app.db, request.params.id, request.body);
      return ok({ message: translate(request.lang, 'language.catalogSaved'), ...saved });
    },
  );
}
