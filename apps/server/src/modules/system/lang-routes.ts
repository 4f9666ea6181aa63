import { type LanguageOption, PUBLIC } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';

/** `GET lang`: the enabled languages for the language menu (public: the login page shows it). */
export async function langRoutes(app: FastifyInstance): Promise<void> {
  app.get('/lang', { config: { permission: PUBLIC } }, async () => {
    const rows: LanguageOption[] = await app.db
      .selectFrom('languages')
      .select(['name', 'code'])
      .where('state', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(rows);
  });
}
