import { AUTHENTICATED, PUBLIC } from '@bo/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../../plugins/guard.js';

/** The bearer scheme every non-public route needs (DESIGN §3). */
export const SECURITY_SCHEME = 'bearerAuth';

/** The tag that groups a route: the first segment of its path below the API root (`admin/log` → `admin`). */
export function tagOf(url: string): string {
  const below = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
  return below.replace(/^\/+/, '').split(/[/?]/)[0] || 'root';
}

/** What the guard asks of a caller, in words, for the operation's description. */
function accessText(permission: string | undefined): string {
  if (permission === PUBLIC) return 'Public: no session needed.';
  if (permission === AUTHENTICATED) return 'Any signed-in administrator.';
  if (!permission) return 'No permission declared: the guard refuses it for everyone (40300).';
  return `Needs the permission \`${permission}\`.`;
}

/**
 * Per route: the zod schemas as JSON schemas (fastify-type-provider-zod), plus the permission the guard
 * checks (`x-permission`), its security requirement and a tag from the path. A schema that cannot be
 * converted is left out rather than hiding the route: every route must appear in the document.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  let schema: FastifySchema = {};
  try {
    schema = (input.schema ? jsonSchemaTransform(input).schema : undefined) ?? {};
  } catch (error) {
    schema = { description: `Schema not convertible: ${(error as Error).message}` };
  }
  const permission = route.config?.permission;
  const operation: FastifySchema & Record<string, unknown> = {
    ...schema,
    hide: false,
    tags: [tagOf(url)],
    description: [schema.description, accessText(permission)].filter(Boolean).join('\n\n'),
    security: permission === PUBLIC ? [] : [{ [SECURITY_SCHEME]: [] }],
    'x-permission': permission ?? null,
  };
  return { schema: operation, url };
};
