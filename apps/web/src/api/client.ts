import { API_ROOT, DEFAULT_LANG, type ErrorEnvelope, RELOGIN_CODES } from '@bo/contract';
import { authorizationHeader } from '../auth/token';
import { currentLanguage, i18n, LANGUAGE_COOKIE } from '../i18n';
import { cookies } from '../lib/cookies';
import { waitForBarrier } from './barrier';
import { ApiError } from './errors';
import { toastError } from './feedback';

/** Every call gives up after 50000 ms, so a hung server never leaves a page spinning forever. */
export const REQUEST_TIMEOUT_MS = 50_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, QueryValue | QueryValue[]>;
  /** JSON body, or FormData for multipart uploads. */
  data?: unknown;
  /** Return the parsed body as it came (uploads) instead of the envelope's `message`. */
  raw?: boolean;
  /** The caller shows failures itself: no toast and no re-login dialog. */
  silent?: boolean;
  /** Auth calls (login, refresh, captcha) run while the guard refreshes and never offer re-login. */
  auth?: boolean;
  timeout?: number;
  signal?: AbortSignal;
}

const RELOGIN_TEXT = /The refresh token is invalid|Unauthenticated/;

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = `${API_ROOT}${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') query.append(key, String(v));
    }
  }
  const qs = query.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** Request headers: Lang always; Authorization and Accept JSON when the token cookie exists. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Lang: cookies.get(LANGUAGE_COOKIE) || currentLanguage() || DEFAULT_LANG,
  };
  const authorization = authorizationHeader();
  if (authorization) {
    headers.Authorization = authorization;
    headers.Accept = 'application/json';
  }
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(body: unknown): body is { result: 'ok' | 'error'; status: number; message: unknown } {
  return isRecord(body) && (body.result === 'ok' || body.result === 'error') && 'message' in body;
}

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(0, i18n.t('request.timeout', { ms: timeout }));
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, i18n.t('request.network'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What a call that finds the session over does besides failing: the app opens its re-login dialog
 * there (main.tsx). Set from outside because that dialog logs out through this client.
 */
let sessionOver: () => void = () => undefined;

/** Sets what runs when a call finds the session over (the re-login dialog). */
export function onSessionOver(listener: () => void): void {
  sessionOver = listener;
}

function fail(error: ApiError, options: RequestOptions): never {
  if (!options.silent) {
    toastError(error.message);
    const relogin = RELOGIN_CODES.includes(error.status) || RELOGIN_TEXT.test(error.message);
    if (relogin && !options.auth) sessionOver();
  }
  throw error;
}

/**
 * Calls the admin API and returns the envelope's payload. Failures show a 5 s toast (unless
 * `silent`) and reject with an {@link ApiError} carrying the code, text and per-field errors.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.auth) await waitForBarrier();
  const isForm = typeof FormData !== 'undefined' && options.data instanceof FormData;
  const headers = requestHeaders();
  if (options.data !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method: options.method ?? (options.data === undefined ? 'GET' : 'POST'),
    headers,
    body:
      options.data === undefined
        ? undefined
        : isForm
          ? (options.data as FormData)
          : JSON.stringify(options.data),
    credentials: 'same-origin',
  };
  let response: Response;
  try {
    response = await send(buildUrl(path, options.params), init, options);
  } catch (error) {
    if (error instanceof ApiError) fail(error, options);
    throw error;
  }
  const body = await readBody(response);
  if (isEnvelope(body) && (body.result === 'error' || !response.ok)) {
    const envelope = body as ErrorEnvelope;
    const text = typeof envelope.message === 'string' && envelope.message ? envelope.message : '';
    const status = Number(envelope.status) || response.status;
    fail(
      new ApiError(status, text || i18n.t('request.error'), envelope.errors ?? {}, response.status, !text),
      options,
    );
  }
  if (!response.ok)
    fail(new ApiError(response.status, i18n.t('request.error'), {}, response.status, true), options);
  if (options.raw) return body as T;
  if (!isEnvelope(body))
    fail(new ApiError(response.status, i18n.t('request.badFormat'), {}, response.status), options);
  return body.message as T;
}
