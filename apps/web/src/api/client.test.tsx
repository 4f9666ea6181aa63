import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIES } from '../auth/token';
import { cookies } from '../lib/cookies';
import { browser } from './browser';
import { REQUEST_TIMEOUT_MS, request } from './client';
import { ApiError } from './errors';
import { fail, mockApi, ok, switchLanguage } from './test-support';

function signIn() {
  cookies.set(TOKEN_COOKIES.access, 'acc-1');
  cookies.set(TOKEN_COOKIES.type, 'Bearer');
  cookies.set(TOKEN_COOKIES.refresh, 'ref-1');
  cookies.set(TOKEN_COOKIES.expires, String(Date.now() + 3_600_000));
}

describe('request client headers', () => {
  it('sends Lang from the language cookie, and Authorization + Accept when a token cookie exists', async () => {
    const calls = mockApi({ 'GET good': ok([]) });
    cookies.set('language', 'en');
    signIn();
    await request('good', { params: { page: 2, name: '' } });
    const [call] = calls;
    expect(call?.headers.get('Lang')).toBe('en');
    expect(call?.headers.get('Authorization')).toBe('Bearer acc-1');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.query.toString()).toBe('page=2');
  });

  it('sends no Authorization without a token and Lang zh by default', async () => {
    await switchLanguage('zh');
    const calls = mockApi({ 'GET lang': ok([]) });
    await request('lang');
    expect(calls[0]?.headers.get('Lang')).toBe('zh');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('Accept')).toBe(false);
  });
});

describe('request client responses', () => {
  it('unwraps the envelope and posts JSON', async () => {
    const calls = mockApi({ 'POST good': ok({ id: 7 }) });
    await expect(request('good', { data: { name: 'x' } })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ name: 'x' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('shows the server message as an error toast and rejects with code, text and field errors', async () => {
    mockApi({ 'POST brand': fail(42200, 'Name already exists', { name: ['Name already exists'] }) });
    const error = await request('brand', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 42200,
      message: 'Name already exists',
      errors: { name: ['Name already exists'] },
    });
    expect(await screen.findByText('Name already exists')).toBeInTheDocument();
  });

  it("shows the server's text for a full disk (507) on an upload", async () => {
    const full =
      "The server's disk is full, nothing was saved; please free some space or contact the administrator";
    mockApi({
      'POST uploadPictures': { status: 507, body: { result: 'error', status: 50700, message: full } },
    });
    await expect(request('uploadPictures', { data: new FormData(), raw: true })).rejects.toMatchObject({
      status: 50700,
      httpStatus: 507,
      message: full,
    });
    expect(await screen.findByText(full)).toBeInTheDocument();
  });

  it("shows 'Error' when a failure has no message", async () => {
    mockApi({ 'GET brand': { status: 500, body: { result: 'error', status: 50000, message: '' } } });
    await expect(request('brand')).rejects.toMatchObject({ status: 50000, message: 'Error' });
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('says the return format is incorrect when the body is not the envelope', async () => {
    mockApi({ 'GET brand': { body: '<html>proxy error</html>' } });
    await expect(request('brand')).rejects.toThrow('The return format of the server is incorrect');
    expect(await screen.findByText('The return format of the server is incorrect')).toBeInTheDocument();
  });

  it('says it in Chinese for a Chinese user', async () => {
    await switchLanguage('zh');
    mockApi({ 'GET brand': { body: { data: 1 } } });
    await expect(request('brand')).rejects.toThrow('服务器返回格式不正确');
  });

  it('returns the raw body for uploads', async () => {
    mockApi({ 'POST uploadPictures': ok('/uploads/2025/01/a.png') });
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png'));
    await expect(request('uploadPictures', { data: form, raw: true })).resolves.toEqual({
      result: 'ok',
      status: 200,
      message: '/uploads/2025/01/a.png',
    });
  });

  it('gives up after 50000 ms with a timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const pending = request('slow').finally(() => {
      settled = true;
    });
    pending.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ status: 0, message: expect.stringContaining('50000 ms') });
  });
});

describe('re-login dialog', () => {
  const dialogText =
    'If you have been logged out for a long time, you can cancel and stay on the page, or log in again';

  it('opens once on 50002; "Definite logout" logs out and reloads', async () => {
    signIn();
    const calls = mockApi({ 'GET good': fail(50002, 'Your session has expired'), 'POST logout': ok('bye') });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await Promise.allSettled([request('good'), request('good')]);
    expect(await screen.findByText(dialogText)).toBeInTheDocument();
    expect(screen.getAllByText(dialogText)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Definite logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'logout')).toBe(true);
    expect(cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
    expect(cookies.get(TOKEN_COOKIES.refresh)).toBeUndefined();
  });

  it('"Login again" logs out and opens the area login page with the way back', async () => {
    signIn();
    cookies.set(TOKEN_COOKIES.area, '787');
    window.history.replaceState(null, '', '/good/list?page=3');
    mockApi({
      'GET good': fail(50003, 'Logged in elsewhere'),
      'POST logout': fail(40100, 'Unauthenticated'),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await request('good').catch(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Login again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login_dxh?redirect=%2Fgood%2Flist%3Fpage%3D3'));
    expect(cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
  });

  it("opens for a transport error whose message says 'Unauthenticated', not for other errors", async () => {
    signIn();
    mockApi({
      'GET a': fail(40000, 'Bad request'),
      'GET b': { status: 500, body: { result: 'error', status: 50000, message: 'Unauthenticated.' } },
    });
    await request('a').catch(() => undefined);
    expect(await screen.findByText('Bad request')).toBeInTheDocument();
    expect(screen.queryByText(dialogText)).not.toBeInTheDocument();
    await request('b').catch(() => undefined);
    expect(await screen.findByText(dialogText)).toBeInTheDocument();
  });

  it('stays silent for callers that handle failures themselves', async () => {
    signIn();
    mockApi({ 'GET userInfo': fail(50002, 'expired') });
    await expect(request('userInfo', { silent: true })).rejects.toMatchObject({ status: 50002 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(dialogText)).not.toBeInTheDocument();
    expect(screen.queryByText('expired')).not.toBeInTheDocument();
  });
});
