import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { pastRateLimit } from './rate-limit';
import { adminApi } from './shop-api';
import { ssoToken } from './sso-token';

interface Fixtures {
  loginPage: LoginPage;
  shell: Shell;
  /**
   * Signs in as admin and lands on the dashboard, by a single sign-on token (`/tokenlogin`): the form
   * with its captcha has specs of its own (login.spec.ts), and every other test would spend about a
   * second more in it (the captcha drag).
   */
  signedIn: Shell;
  /**
   * A super administrator of the test's own (account and password), for a test that changes what an
   * account keeps (its look): the shared admin's stays as every other test expects it.
   */
  ownAdmin: { account: string; password: string };
  /** Signs in as {@link ownAdmin} and lands on the dashboard. */
  signedInOwn: Shell;
  /** Runs for every test: a failure report names what the browser saw go wrong (see `watchPage`). */
  failureReport: undefined;
}

interface WorkerFixtures {
  /**
   * Runs once per worker: the shared admin gets a nickname, so signing in does not wait for the
   * complete-info prompt (it opens 2 s after a sign-in without one) only to close it. The prompt itself is
   * tested on an account of its own.
   */
  sharedAdminNamed: undefined;
}

/** The shared admin's nickname, given before the first test. */
const SHARED_ADMIN_NICKNAME = 'E2E 管理员';

/**
 * What went wrong in the page while a test ran: refused or failed API requests, uncaught errors and
 * console errors, with the address it was on. A CI failure's screenshot shows the moment it gave up;
 * a toast that explained it is gone by then, so the report keeps it.
 */
function watchPage(page: Page): () => string {
  const seen: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    void response
      .text()
      .catch(() => '')
      .then((body) =>
        seen.push(
          `${at()} ${response.request().method()} ${url.pathname} → ${response.status()} ${body.slice(0, 300)}`,
        ),
      );
  });
  page.on('requestfailed', (request) =>
    seen.push(`${at()} ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
  );
  page.on('pageerror', (error) => seen.push(`${at()} uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${at()} console: ${message.text().slice(0, 300)}`);
  });
  return () =>
    [`page: ${page.url()}`, ...(seen.length > 0 ? seen : ['no refused request and no error'])].join('\n');
}

/** Signs `account` in as a trusted single sign-on would send it, and waits for the dashboard. */
async function signInByToken(page: Page, shell: Shell, account: string): Promise<void> {
  await pastRateLimit(async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/login/token'));
    await page.goto(`/tokenlogin?token=${encodeURIComponent(ssoToken(account))}`);
    // A body that can no longer be read belongs to a page that already went on: not a refusal.
    return (await answer).json().catch(() => ({}));
  });
  await shell.expectOnDashboard();
  await shell.dismissCompleteInfo();
}

/** A super administrator made through the API, with `nickname` ('' leaves the account without one). */
export async function newSuperAdmin(
  request: APIRequestContext,
  account: string,
  nickname: string,
): Promise<{ account: string; password: string }> {
  const api = await adminApi(request);
  const roles = await api.get<{ data: { id: number; code: string }[] }>('manage?limit=200');
  const password = 'OwnAdmin12345';
  await api.post('admin', {
    account,
    password,
    nickname,
    role_ids: [roles.data.find((r) => r.code === 'admin')?.id],
    data_scope: 'all',
  });
  return { account, password };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sharedAdminNamed: [
    async ({ playwright }, use, info) => {
      const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
      const api = await adminApi(request);
      const me = await api.get<{ nickname: string | null }>('userInfo');
      if (!me.nickname) await api.post('user/admin', { nickname: SHARED_ADMIN_NICKNAME });
      await request.dispose();
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  failureReport: [
    async ({ page }, use, testInfo) => {
      const report = watchPage(page);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('what the page saw', { body: report(), contentType: 'text/plain' });
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  signedIn: async ({ page, shell }, use) => {
    await signInByToken(page, shell, 'admin');
    await use(shell);
  },
  ownAdmin: async ({ playwright }, use, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    await use(await newSuperAdmin(request, `own${Date.now() % 1_000_000}${info.workerIndex}`, '界面测试员'));
    await request.dispose();
  },
  signedInOwn: async ({ page, shell, ownAdmin }, use) => {
    await signInByToken(page, shell, ownAdmin.account);
    await use(shell);
  },
});

export { expect };
