import { AUTHENTICATED, PUBLIC } from '@bo/contract';
import { API_PREFIX, permissionApis } from '../../../plugins/guard.js';
import type { RoutePermission } from '../../../types.js';
import type { RouteAccess } from './document.js';
import { apiDocument } from './serve.js';

/** What the guard asks of a caller, in words, for the operation's description. */
function accessText(permission: RoutePermission | undefined): string {
  if (permission === PUBLIC) return 'Public: no session needed.';
  if (permission === AUTHENTICATED) return 'Any signed-in administrator.';
  if (!permission) return 'No permission declared: the guard refuses it for everyone (40300).';
  if (typeof permission === 'string') return `Needs the permission \`${permission}\`.`;
  const each = Object.entries(permission.map).map(([value, api]) => `\`${value}\`: \`${api}\``);
  return `Needs the permission of the \`${permission.by}\` asked for (${each.join(', ')}; \`${permission.default}\` when absent).`;
}

/**
 * `x-permission`: the api name the guard checks, in words for a permission picked by a query parameter
 * (`AssetsList | SelfAssetsList`), which `x-permission-by` then spells out: `{view: {all: 'AssetsList'}}`.
 */
function permissionExtensions(permission: RoutePermission | undefined): Record<string, unknown> {
  if (permission === undefined || typeof permission === 'string')
    return { 'x-permission': permission ?? null };
  return {
    'x-permission': permissionApis(permission).join(' | '),
    'x-permission-by': { [permission.by]: permission.map },
  };
}

/**
 * The OpenAPI document of the admin API, generated from the routes' zod schemas: every operation
 * carries the permission the guard checks (`x-permission`). `GET openapi.json` serves it to holders of
 * ApiDocumentDetail. Registered first in modules/index.ts, so it documents every module's routes.
 */
export const openApiPlugin = apiDocument({
  title: 'Back-office admin API',
  description:
    'Every response is the envelope `{result, status, message}`. Send `Authorization: Bearer <access_token>` and `Lang: zh|en`.',
  server: API_PREFIX,
  scheme: 'bearerAuth',
  tag: 'system',
  config: { permission: 'ApiDocumentDetail' },
  access: ({ config }): RouteAccess => ({
    open: config?.permission === PUBLIC,
    text: accessText(config?.permission),
    extensions: permissionExtensions(config?.permission),
  }),
});
