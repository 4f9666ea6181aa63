import type { z } from 'zod';
import type { errorEnvelopeSchema } from './schemas/list.js';

/** Successful response: HTTP 200 `{result:'ok', status:200, message: payload}`. */
export interface OkEnvelope<T> {
  result: 'ok';
  status: 200;
  message: T;
}

/** Failed response: HTTP 4xx/5xx with a localized message and optional per-field messages. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** Paginated list payload. `total` is capped at {@link COUNT_CAP} with `total_capped`. */
export interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  total_capped?: boolean;
}

export const COUNT_CAP = 100_000;
export const LIST_DEFAULT_LIMIT = 10;
export const LIST_MAX_LIMIT = 200;
export const API_ROOT = '/api/v1/admin/';
/** The storefront-facing API, authenticated as a member. */
export const SHOP_API_ROOT = '/api/v1/shop/';
