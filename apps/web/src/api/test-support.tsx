import { API_ROOT, type Lang } from '@bo/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n';
import { cookies } from '../lib/cookies';
import { resetSession } from '../stores/session';
import { onSessionOver } from './client';
import { FeedbackBridge } from './feedback';
import { openReloginDialog, resetReloginDialog } from './relogin';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export const ok = (message: unknown): Reply => ({ body: { result: 'ok', status: 200, message } });
/** The message of a list response holding `data` on one page. */
export const listPage = <T,>(data: T[]) => ({
  data,
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
});
export const fail = (code: number, message: string, errors?: Record<string, string[]>): Reply => ({
  status: code === 50002 || code === 50003 ? 401 : Math.floor(code / 100),
  body: { result: 'error', status: code, message, ...(errors ? { errors } : {}) },
});

/**
 * Replaces `fetch` (the only boundary the tests fake) with handlers keyed `"METHOD path"` relative to
 * the admin API root, or by the full path outside it (`GET /api/v1/shop/openapi.json`). Unknown calls
 * respond with 404 in the envelope. Returns the list of calls made.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.startsWith(API_ROOT) ? url.pathname.slice(API_ROOT.length) : url.pathname;
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${path}`];
    const reply =
      typeof handler === 'function' ? await handler(call) : (handler ?? fail(40400, 'no handler'));
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) cookies.remove(name);
  }
}

export async function switchLanguage(lang: Lang): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
}

beforeEach(async () => {
  clearCookies();
  resetSession();
  resetReloginDialog();
  onSessionOver(openReloginDialog);
  await i18n.changeLanguage('en');
  // Toasts and dialogs render inside this tree, so each test's are removed with it.
  render(
    <AntApp>
      <FeedbackBridge />
    </AntApp>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

export function withAntApp(ui: ReactNode) {
  return <AntApp>{ui}</AntApp>;
}

/**
 * A dialog by its title. antd gives every dialog the same title id under test, so two dialogs open at
 * once (a confirmation closing, the next one opening) share one accessible name.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title);
  return heading?.closest('[role="dialog"]') as HTMLElement;
}
