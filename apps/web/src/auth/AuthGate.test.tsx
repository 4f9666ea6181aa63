import { act, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLETE_INFO_DELAY_MS } from '../account/CompleteInfoPrompt';
import { fail, mockApi, ok } from '../api/test-support';
import { cookies } from '../lib/cookies';
import { getSession } from '../stores/session';
import { AuthGate } from './AuthGate';
import { userInfo } from './test-user';
import { TOKEN_COOKIES } from './token';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      { path: '/login_ja', element: <Where /> },
      { path: '/401', element: <Where /> },
      {
        path: '*',
        element: (
          <AuthGate>
            <p>secret page</p>
            <Where />
          </AuthGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AntApp>
      <RouterProvider router={router} />
    </AntApp>,
  );
  return router;
}

function signIn(expiresInMs: number) {
  cookies.set(TOKEN_COOKIES.access, 'old-access');
  cookies.set(TOKEN_COOKIES.type, 'Bearer');
  cookies.set(TOKEN_COOKIES.refresh, 'old-refresh');
  cookies.set(TOKEN_COOKIES.expires, String(Date.now() + expiresInMs));
}

const where = () => screen.findByTestId('where');
const fresh = {
  access_token: 'new-access',
  token_type: 'Bearer',
  expires_in: 7200,
  refresh_token: 'new-refresh',
  refresh_expires_in: 604800,
};

describe('route guard', () => {
  it('sends a visitor without a token to the login page of the stored area, with the wanted path', async () => {
    cookies.set(TOKEN_COOKIES.area, '515');
    renderAt('/good/list?page=2');
    expect(await where()).toHaveTextContent('/login_ja?redirect=%2Fgood%2Flist%3Fpage%3D2');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('uses /login for an unknown area id', async () => {
    cookies.set(TOKEN_COOKIES.area, '4242');
    renderAt('/dashboard');
    expect(await where()).toHaveTextContent('/login?redirect=%2Fdashboard');
  });

  it('refreshes a token expiring within 5 minutes before loading userInfo with the new token', async () => {
    signIn(4 * 60_000);
    const calls = mockApi({ 'POST refreshToken': ok(fresh), 'GET userInfo': ok(userInfo()) });
    renderAt('/dashboard');
    expect(await screen.findByText('secret page')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST refreshToken', 'GET userInfo']);
    expect(calls[0]?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer new-access');
    expect(cookies.get(TOKEN_COOKIES.refresh)).toBe('new-refresh');
    expect(Number(cookies.get(TOKEN_COOKIES.expires))).toBeGreaterThan(Date.now() + 7_000_000);
    expect(getSession().roles).toEqual(['admin']);
  });

  it('also refreshes an already expired token', async () => {
    signIn(-60_000);
    const calls = mockApi({ 'POST refreshToken': ok(fresh), 'GET userInfo': ok(userInfo()) });
    renderAt('/dashboard');
    expect(await screen.findByText('secret page')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('refreshToken');
  });

  it('does not refresh a token with more than 5 minutes left, and shows a spinner while loading', async () => {
    signIn(6 * 60_000);
    let answer: (value: unknown) => void = () => {};
    const calls = mockApi({
      'GET userInfo': () =>
        new Promise((r) => {
          answer = () => r(ok(userInfo()));
        }),
    });
    renderAt('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    answer(null);
    expect(await screen.findByText('secret page')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['userInfo']);
  });

  it('refuses a user without roles: logs out, says why and leaves', async () => {
    signIn(3_600_000);
    const calls = mockApi({ 'GET userInfo': ok(userInfo({ roles: [] })), 'POST logout': ok('bye') });
    renderAt('/dashboard');
    expect(await screen.findByText('getInfo: roles must be a non-null array !')).toBeInTheDocument();
    expect(await where()).toHaveTextContent('/login?redirect=%2F');
    expect(cookies.get(TOKEN_COOKIES.access)).toBeUndefined();
    expect(calls.some((c) => c.path === 'logout')).toBe(true);
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows the server message when userInfo fails, or the generic one without a message', async () => {
    signIn(3_600_000);
    mockApi({ 'GET userInfo': { status: 500, body: { result: 'error', status: 50000, message: '' } } });
    renderAt('/dashboard');
    expect(await screen.findByText('Verification failed, please login again')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('Verification failed, please login again')).toHaveLength(1);
    await waitFor(() => expect(cookies.get(TOKEN_COOKIES.access)).toBeUndefined());
  });

  it('shows the refresh failure and signs out', async () => {
    signIn(60_000);
    mockApi({ 'POST refreshToken': fail(40100, 'The refresh token is invalid') });
    renderAt('/dashboard');
    expect(await screen.findByText('The refresh token is invalid')).toBeInTheDocument();
    expect(await where()).toHaveTextContent('/login?redirect=%2F');
  });

  it('sends a page none of whose roles the user holds to /401 with noGoBack', async () => {
    signIn(3_600_000);
    mockApi({ 'GET userInfo': ok(userInfo()) });
    renderAt('/shop/member');
    expect(await where()).toHaveTextContent('/401?noGoBack=true');
  });

  describe('the complete-info dialog', () => {
    // Only timeouts are faked, so the 2 s pass only when the test says so, however busy the machine.
    const fakePromptTimer = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    /**
     * Lets the page go on until `text` shows, without moving the faked clock: only timeouts due now run
     * (TanStack Query hands its results over on one). Testing Library's find and vi.waitFor would not
     * do: the first waits on a faked timeout of its own, the second moves the clock as it polls.
     */
    const shown = async (text: string) => {
      for (let turn = 0; turn < 1000 && !screen.queryByText(text); turn++)
        await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText(text)).toBeInTheDocument();
    };
    afterEach(() => {
      vi.useRealTimers();
    });
    // The dialog's module is loaded (and, in tests, compiled) on first use, which on a busy machine
    // takes longer than a lookup waits: it is loaded once here, before any clock is faked.
    beforeAll(async () => {
      await import('../account/OwnInfoDialog');
    });

    it('opens 2 s after loading a user without a nickname, not before', async () => {
      fakePromptTimer();
      signIn(3_600_000);
      mockApi({ 'GET userInfo': ok(userInfo({ nickname: '' })) });
      renderAt('/dashboard');
      await shown('secret page');
      await act(() => vi.advanceTimersByTimeAsync(COMPLETE_INFO_DELAY_MS - 1));
      expect(screen.queryByText('Complete your information')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      await shown('Complete your information');
    });

    it('stays closed for a user who has a nickname', async () => {
      fakePromptTimer();
      signIn(3_600_000);
      mockApi({ 'GET userInfo': ok(userInfo()) });
      renderAt('/dashboard');
      await shown('secret page');
      await act(() => vi.advanceTimersByTimeAsync(10 * COMPLETE_INFO_DELAY_MS));
      expect(screen.queryByText('Complete your information')).not.toBeInTheDocument();
    });

    it('leaves the unattended wall display without it', async () => {
      fakePromptTimer();
      signIn(3_600_000);
      mockApi({ 'GET userInfo': ok(userInfo({ nickname: '' })) });
      renderAt('/dashboard/largeScreen');
      await shown('secret page');
      await act(() => vi.advanceTimersByTimeAsync(10 * COMPLETE_INFO_DELAY_MS));
      expect(screen.queryByText('Complete your information')).not.toBeInTheDocument();
    });
  });
});
