import {
  AUTHENTICATED,
  configGroupsSchema,
  configUpdateSchema,
  messageSchema,
  okSchema,
  siteBrandSchema,
  translate,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { invalid } from '../../../http/errors.js';
import { feedPolicy, feedUrlRefusal } from '../update/feed-target.js';
import { SECRET_SETTINGS } from './audit.js';
import { configGroups, getSettings, saveSettings } from './service.js';

/** Configuration (`config`, ConfigDetail): grouped settings; saving applies without a restart. */
export async function configRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = feedPolicy(app.config);

  app.get(
    '/config',
    { config: { permission: 'ConfigDetail' }, schema: { response: { 200: okSchema(configGroupsSchema) } } },
    async () => ok(await configGroups(app.db)),
  );

  // The shell's name and logo for every signed-in admin (the login page keeps the product's own).
  app.get(
    '/site',
    { config: { permission: AUTHENTICATED }, schema: { response: { 200: okSchema(siteBrandSchema) } } },
    async () => {
      const settings = await getSettings(app.db);
      return ok({ site_name: settings.site_name, site_logo: settings.site_logo });
    },
  );

  app.post(
    '/config',
    {
      config: { permission: 'ConfigEdit', logMask: SECRET_SETTINGS },
      schema: { body: configUpdateSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      // The server fetches this URL itself: only https on the public internet, or an allowed mirror.
      const feedUrl = request.body.update_feed_url;
      const refusal = feedUrl === undefined ? undefined : await feedUrlRefusal(feedUrl, policy);
      if (refusal) throw invalid({ update_feed_url: refusal });
      await saveSettings(app.db, request.body, request.audit);
      return ok(translate(request.lang, 'config.saved'));
    },
  );
}
