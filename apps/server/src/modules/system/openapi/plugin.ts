import { AUTHENTICATED, PUBLIC } from '@bo/contract';
import { API_PREFIX } from '../../../plugins/guard.js';
import type { RouteAccess } from './document.js';
import { apiDocument } from './serve.js';

/** What the guard asks of a caller, in words, for the operation's description. */
function accessText(permission: string | undefined): string {
  if (permission === PUBLIC) return 'Public: no session needed.';
  if (permission === AUTHENTICATED) return 'Any signed-in administrator.';
  if (!permission) return 'No permission declared: the guard refuses it for everyone (40300).';
  return `Needs the permission \`${permission}\`.`;
}

/**
 * The OpenAPI document of the admin API, generated from the routes' zod schemas: every operation
 * carries the permission the guard checks (`x-permission`). `GET openapi.json` serves it to holders of
 * ApiDocumentDetail. Registered first in modules/index.ts, so it documents every module's routes.
 */
export const openApiPlugin = apiDocument({
  title: 'Back-office admin API',
  description:
    'Every answer is the envelope `{result, status, message}`. Send `Authorization: Bearer <access_token>` and `Lang: zh|en`.',
  server: API_PREFIX,
  scheme: 'bearerAuth',
  tag: 'system',
  config: { permission: 'ApiDocumentDetail' },
  access: ({ config }): RouteAccess => ({
    open: config?.permission === PUBLIC,
    text: accessText(config?.permission),
    extensions: { 'x-permission': config?.permission ?? null },
  }),
});
