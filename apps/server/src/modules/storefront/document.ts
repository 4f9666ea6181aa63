import { SHOP_API_ROOT } from '@bo/contract';
import { apiDocument } from '../system/index.js';

/** Routes a visitor may call without a member token, by the last segment of their path. */
const OPEN = new Set(['register', 'login', 'goods', 'visit', 'openapi.json']);

/** Whether the route (`/order/:id/pay`, with or without the root) opens without a member token. */
export const opensWithoutMember = (url: string): boolean => OPEN.has(url.split('/').at(-1) ?? '');

/**
 * The OpenAPI document of the storefront API. Anyone may read it, as anyone may call the open routes:
 * the storefront's callers are visitors and members, never administrators, so the admin permission
 * that guards the admin document means nothing here, and a member token would be needed before one
 * could learn how to register. It describes the routes only, no data.
 */
export const shopApiDocument = apiDocument({
  title: 'Storefront API',
  description:
    'Every response is the envelope `{result, status, message}`. Members sign in with `POST login` and send `Authorization: Bearer <access_token>`; send `Lang: zh|en`.',
  server: SHOP_API_ROOT.slice(0, -1),
  scheme: 'memberAuth',
  tag: 'shop',
  config: {},
  access: ({ url }) =>
    opensWithoutMember(url)
      ? { open: true, text: 'Open to every visitor.' }
      : { open: false, text: 'Needs a member token.' },
});
