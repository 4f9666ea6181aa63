import {
  idParamsSchema,
  type Lang,
  messageSchema,
  okSchema,
  type PluginRow,
  pluginListQuerySchema,
  pluginManifestSchema,
  pluginRowSchema,
  pluginSettingsInputSchema,
  pluginStateInputSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { ok } from '../../../http/envelope.js';
import { tableSubject } from '../../../lib/audit-subject.js';
import { builtInText } from '../../../lib/built-in-text.js';
import { registerDestroy } from '../../../lib/destroy-route.js';
import { applySort, contains, paginate } from '../../../lib/list.js';
import { registerList } from '../../../lib/list-route.js';
import { found } from '../../../lib/records.js';
import type { LogMask } from '../../../lib/redact.js';
import { sandboxPayment } from './sandbox-payment.js';
import {
  changePluginState,
  destroyPlugins,
  enabledPluginSettings,
  pluginColumns,
  presentPlugin,
  registerPlugin,
  savePluginSettings,
  secretSettingKeys,
} from './service.js';

/** Defaults a manifest gives its secret settings, which the admin log must not show. */
function secretDefaults(body: unknown): LogMask {
  const fields = (body as { settings?: unknown } | undefined)?.settings;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field, i) =>
    (field as { type?: unknown } | null)?.type === 'secret' ? [`settings.${i}.default`] : [],
  );
}

const SORTABLE = { id: 'id', code: 'code', name: 'name' };

/** A shipped plug-in's name and description in the reader's language (unless an administrator changed them). */
const inLanguage =
  (lang: Lang) =>
  (plugin: PluginRow): PluginRow => ({
    ...plugin,
    name: builtInText(lang, `plugins.${plugin.code}.name`, plugin.name),
    description: builtInText(lang, `plugins.${plugin.code}.description`, plugin.description),
  });
const pluginsQuery = (db: Db) => db.selectFrom('plugins').select([...pluginColumns]);

/**
 * Plug-ins as the admin log compares them: registered, installed, enabled and the settings. A manifest
 * names which settings are secret, whatever their keys say, so the settings are shown as changed
 * (`***`), never their values.
 */
const PLUGIN_SUBJECT = tableSubject({
  type: 'plugin',
  table: 'plugins',
  fields: {
    code: 'code',
    name: 'name',
    version: 'plugin_version',
    installed: 'installed',
    enabled: 'enabled',
    settings: 'settings',
  },
  json: ['settings'],
  secret: ['settings'],
});

/** Plug-ins (`plugin`, PlugInList/Create/Edit/State/Destroy) and the sandbox payment query it owns. */
export async function pluginRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const byId = async (id: number, lang: Lang) =>
    inLanguage(lang)(
      presentPlugin(found(await pluginsQuery(app.db).where('id', '=', id).executeTakeFirst())),
    );

  registerList(app, {
    path: 'plugin',
    permission: 'PlugInList',
    query: pluginListQuerySchema,
    row: pluginRowSchema,
    list: async (q, request) => {
      let query = app.db.selectFrom('plugins').select('id');
      if (q.keyword) {
        const k = q.keyword;
        query = query.where((eb) =>
          eb.or([contains('name', k), contains('code', k), contains('description', k)]),
        );
      }
      if (q.enabled !== undefined) query = query.where('enabled', '=', q.enabled);
      const page = await paginate(app.db, applySort(query, q.sort, SORTABLE, 'id'), q, (ids) =>
        pluginsQuery(app.db).where('id', 'in', ids),
      );
      return { ...page, data: page.data.map((row) => inLanguage(request.lang)(presentPlugin(row))) };
    },
  });

  app.get(
    '/plugin/:id',
    {
      config: { permission: 'PlugInList' },
      schema: { params: idParamsSchema, response: { 200: okSchema(pluginRowSchema) } },
    },
    async (request) => ok(await byId(request.params.id, request.lang)),
  );

  app.post(
    '/plugin',
    {
      config: { permission: 'PlugInCreate', logMask: async (request) => secretDefaults(request.body) },
      schema: { body: pluginManifestSchema, response: { 200: okSchema(pluginRowSchema) } },
    },
    async (request) => {
      const id = await registerPlugin(app.db, request.body);
      await request.audit.created(app.db, PLUGIN_SUBJECT, id);
      return ok(await byId(id, request.lang));
    },
  );

  app.post(
    '/plugin/:id',
    {
      config: {
        permission: 'PlugInEdit',
        // The manifest names the secrets, whatever their keys say; GET plugin/{id} masks the same ones.
        logMask: async (request) =>
          (await secretSettingKeys(app.db, Number((request.params as { id?: unknown }).id))).map(
            (key) => `settings.${key}`,
          ),
      },
      schema: { params: idParamsSchema, body: pluginSettingsInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { settings, version } = request.body;
      const { id } = request.params;
      await request.audit.around(app.db, PLUGIN_SUBJECT, [id], () =>
        savePluginSettings(app.db, id, settings, version, request.lang),
      );
      return ok(translate(request.lang, 'common.saved'));
    },
  );

  app.post(
    '/plugin/state/:id',
    {
      config: { permission: 'PlugInState' },
      schema: {
        params: idParamsSchema,
        body: pluginStateInputSchema,
        response: { 200: okSchema(pluginRowSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await request.audit.around(app.db, PLUGIN_SUBJECT, [id], () =>
        changePluginState(app.db, id, request.body.action),
      );
      return ok(await byId(request.params.id, request.lang));
    },
  );

  registerDestroy(app, {
    path: 'plugin',
    permission: 'PlugInDestroy',
    destroy: (ids, request) =>
      request.audit.around(app.db, PLUGIN_SUBJECT, ids, () => destroyPlugins(app.db, ids)),
  });

  app.get(
    '/plugin/sandbox/query/:ref',
    {
      config: { permission: 'PaymentSandboxQuery' },
      schema: {
        params: z.object({
          ref: z
            .string()
            .trim()
            .regex(/^SBX[0-9A-Z]{1,40}$/, 'validation.format'),
        }),
        response: { 200: okSchema(z.object({ provider_ref: z.string(), state: z.string() })) },
      },
    },
    async (request) => {
      const settings = found(await enabledPluginSettings(app.db, 'sandbox'));
      const state = found(
        sandboxPayment().query(request.params.ref, Number(settings.confirm_after_seconds ?? 2)),
      );
      return ok({ provider_ref: request.params.ref, state });
    },
  );
}
