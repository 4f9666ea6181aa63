import { ErrorCode, RETIRED_PATHS } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { API_PREFIX } from '../../plugins/guard.js';

/** `update/{id}` as Fastify writes it: `/update/:id`. */
const routeOf = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * The specification's paths this API replaced (the contract's RETIRED_PATHS): each answers 410 with the
 * path to use instead, behind the permission its replacement declares, so a caller who could not use the
 * replacement learns nothing from the old path. Registered after every module: the replacements are
 * looked up in the route table, and a missing one stops the start rather than leaving a path unguarded.
 */
export async function retiredRoutes(app: FastifyInstance): Promise<void> {
  for (const { path, replacement } of RETIRED_PATHS) {
    const current = app.routeTable.find(
      (r) => r.method === 'POST' && r.url === `${API_PREFIX}${routeOf(replacement)}`,
    );
    if (!current?.permission)
      throw new Error(`POST ${path} is replaced by POST ${replacement}, which is missing`);
    app.post(
      routeOf(path),
      {
        config: { permission: current.permission },
        schema: { description: `Retired: answers 410 (41000); use POST ${replacement}.` },
      },
      async () => {
        throw new AppError(ErrorCode.Gone, 'errors.gone', { path, replacement });
      },
    );
  }
}
