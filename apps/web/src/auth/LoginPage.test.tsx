import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok, switchLanguage } from '../api/test-support';
import { cookies } from '../lib/cookies';
import { authRoutes } from './routes';
import { TOKEN_COOKIES } from './token';

// Typing into antd forms in jsdom is slow; these tests drive whole forms.
vi.setConfig({ testTimeout: 20_000 });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([...authRoutes, { path: '*', element: <Where /> }], {
    initialEntries: [path],
  });
  // The app's providers hold the query client the language choice reads `GET lang` with.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
}

const challenge = (key: string) => ({
  key,
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  y: 40,
  width: 300,
  height: 150,
});
const pair = {
  access_token: 'acc',
  token_type: 'Bearer',
  expires_in: 7200,
  refresh_token: 'ref',
  refresh_expires_in: 604800,
};

function loginServer(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}): ApiCall[] {
  let n = 0;
  return mockApi({
    'GET auth/code': () => ok(challenge(`k${++n}`)),
    'POST auth/code': ok({ captcha_token: 'cap-token' }),
    'POST login': ok(pair),
    ...extra,
  });
}

const user = () => userEvent.setup({ delay: null });

async function fillCredentials(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Username'), 'admin');
  await u.type(screen.getByLabelText('Password'), 'secret-pass');
}

/** Drags with the keyboard: focus the slider, move right `steps` pixels, confirm with Enter. */
async function slide(u: ReturnType<typeof userEvent.setup>, steps: number) {
  const slider = await screen.findByRole('slider', { name: 'Drag the slider to complete the puzzle' });
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  slider.focus();
  for (let i = 0; i < steps; i++) await u.keyboard('{ArrowRight}');
  expect(slider).toHaveAttribute('aria-valuenow', String(steps));
  await u.keyboard('{Enter}');
}

const posts = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('login page', () => {
  it('refuses to log in before the slide verification is done', async () => {
    const calls = loginServer();
    const u = user();
    renderAt('/login');
    await fillCredentials(u);
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please complete the slide verification')).toBeInTheDocument();
    expect(posts(calls, 'login')).toHaveLength(0);
  });

  it('asks for a password of at least 4 characters', async () => {
    loginServer();
    const u = user();
    renderAt('/login');
    await u.type(screen.getByLabelText('Username'), 'admin');
    await u.type(screen.getByLabelText('Password'), 'abc');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The password can not be less than 4 digits')).toBeInTheDocument();
  });

  it('area page: shows the area name, remembers the area id and logs in with the slide token', async () => {
    const calls = loginServer();
    const u = user();
    renderAt('/login_ja?redirect=%2Fgood%2Flist%3Fpage%3D2');
    expect(await screen.findByRole('heading', { name: /江岸区/ })).toBeInTheDocument();
    expect(cookies.get(TOKEN_COOKIES.area)).toBe('515');
    await fillCredentials(u);
    await slide(u, 12);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(posts(calls, 'auth/code')[0]?.body).toEqual({ key: 'k1', x: 12 });
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/good/list?page=2');
    expect(posts(calls, 'login')[0]?.body).toEqual({
      type: 1,
      username: 'admin',
      password: 'secret-pass',
      remember: false,
      captcha_token: 'cap-token',
      area_id: 515,
    });
    expect(cookies.get(TOKEN_COOKIES.access)).toBe('acc');
  });

  it('a failed slide shows the reason and loads a new picture', async () => {
    const calls = loginServer({ 'POST auth/code': fail(42200, 'Verification failed, please try again') });
    const u = user();
    renderAt('/login');
    await slide(u, 3);
    expect(await screen.findByText('Verification failed, please try again')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'auth/code' && c.method === 'GET')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0'));
  });

  it('verifies where a mouse or touch drag releases the slider', async () => {
    const calls = loginServer();
    renderAt('/login');
    const slider = await screen.findByRole('slider');
    await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    // 300 px picture, 40 px handle: the handle travels 260 px for 300 px of piece movement.
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 10 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 62 });
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 62 });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(posts(calls, 'auth/code')[0]?.body).toEqual({ key: 'k1', x: 60 });
  });

  it('the refresh button loads a new picture', async () => {
    const calls = loginServer();
    const u = user();
    renderAt('/login');
    await screen.findByRole('slider');
    await u.click(screen.getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'auth/code')).toHaveLength(2));
  });

  it('skips the slider when the server has the captcha off', async () => {
    const calls = loginServer({ 'GET auth/code': ok({ ...challenge('off'), enabled: false }) });
    const u = user();
    renderAt('/login');
    expect(await screen.findByText('No slide verification needed right now')).toBeInTheDocument();
    await fillCredentials(u);
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(posts(calls, 'login')[0]?.body).not.toHaveProperty('captcha_token');
  });

  it('shows the server reason next to the field and asks for a new slide', async () => {
    const calls = loginServer({
      'POST login': fail(42200, 'Wrong username or password', { password: ['Wrong username or password'] }),
    });
    const u = user();
    renderAt('/login');
    await fillCredentials(u);
    await slide(u, 5);
    await screen.findByText('Verified');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Wrong username or password')).not.toHaveLength(0);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'auth/code' && c.method === 'GET')).toHaveLength(2),
    );
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
  });

  it('ignores a redirect to another site', async () => {
    loginServer();
    const u = user();
    renderAt('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await fillCredentials(u);
    await slide(u, 4);
    await screen.findByText('Verified');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in user to /', async () => {
    loginServer();
    cookies.set(TOKEN_COOKIES.access, 'live');
    cookies.set(TOKEN_COOKIES.expires, String(Date.now() + 3_600_000));
    renderAt('/login_hs');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('uses the refresh token (type 2) when the access token is past its expiry', async () => {
    const calls = loginServer();
    cookies.set(TOKEN_COOKIES.access, 'stale');
    cookies.set(TOKEN_COOKIES.refresh, 'ref-old');
    cookies.set(TOKEN_COOKIES.expires, String(Date.now() - 1000));
    const u = user();
    renderAt('/login');
    await fillCredentials(u);
    await slide(u, 4);
    await screen.findByText('Verified');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('where');
    expect(posts(calls, 'login').map((c) => c.body)).toEqual([
      { type: 2, refresh_token: 'ref-old', remember: false },
    ]);
  });

  it('is in Chinese for a Chinese user', async () => {
    await switchLanguage('zh');
    const calls = loginServer();
    const u = user();
    renderAt('/login');
    await u.type(screen.getByLabelText('用户名'), 'admin');
    await u.type(screen.getByLabelText('密码'), 'secret');
    await u.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请完成滑动验证')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth/code')?.headers.get('Lang')).toBe('zh');
  });
});

describe('token login', () => {
  it('/tokenlogin exchanges the token and continues to the redirect', async () => {
    const calls = mockApi({ 'POST login/token': ok(pair) });
    renderAt('/tokenlogin?token=t-1&redirect=%2Fdashboard');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(calls[0]?.body).toEqual({ token: 't-1' });
    expect(cookies.get(TOKEN_COOKIES.access)).toBe('acc');
  });

  it('/tokenlogin shows the failure with a way to the login page', async () => {
    mockApi({ 'POST login/token': fail(40100, 'The login token is invalid or already used') });
    cookies.set(TOKEN_COOKIES.area, '3');
    renderAt('/tokenlogin?token=used');
    expect(await screen.findByText('The login token is invalid or already used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute('href', '/login_hs');
  });

  it('/auth-redirect with only a redirect goes there', async () => {
    renderAt('/auth-redirect?redirect=%2Fgood');
    expect(await screen.findByTestId('where')).toHaveTextContent('/good');
  });
});
