import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { seedEveryList } from './support/a11y-seed';
import { type Finding, openSettled, pagesOf, perRule, violations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Dark mode: the app follows the system's dark colours without being asked, a choice in the top bar
 * overrides it and is remembered, and text keeps WCAG AA contrast on the dark pages (axe).
 */

// The browser tells the page that the system wants dark colours (prefers-color-scheme: dark).
test.use({ colorScheme: 'dark' });

const PAGES = pagesOf(['Dashboard', 'GoodList', 'IndentList', 'AssetsList', 'AdminList']);

/** The colour mode the app draws in, as it marks the document. */
const drawnMode = (page: Page) => page.locator('html').getAttribute('data-color-mode');

/** The page's background as the eye sees it: whether it is darker than mid grey. */
async function looksDark(page: Page, selector: string): Promise<boolean> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((e) => getComputedStyle(e).backgroundColor);
  const [r = 255, g = 255, b = 255] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await seedEveryList(request, String(Date.now() % 1_000_000));
  await request.dispose();
});

test('with the system in dark colours the app opens dark, without any choice made', async ({
  page,
  context,
  signedIn: shell,
}) => {
  expect((await context.cookies()).find((c) => c.name === 'colorMode')).toBeUndefined();
  await expect.poll(() => drawnMode(page)).toBe('dark');
  expect(await looksDark(page, '.ant-layout-content')).toBe(true);
  expect(await looksDark(page, '.ant-layout-sider')).toBe(true);
  await expect(shell.tabs).toBeVisible();
  expect(await looksDark(page, '[role="tablist"]')).toBe(true);
});

test('light chosen in the top bar switches the app at once, and a reload keeps it', async ({
  page,
  context,
  signedInOwn: shell,
}) => {
  await expect.poll(() => drawnMode(page)).toBe('dark');
  await page.getByRole('button', { name: '明暗模式' }).click();
  await page.getByRole('menuitem', { name: '浅色' }).click();
  await expect.poll(() => drawnMode(page)).toBe('light');
  expect(await looksDark(page, '.ant-layout-content')).toBe(false);
  expect((await context.cookies()).find((c) => c.name === 'colorMode')?.value).toBe('light');

  await page.reload();
  await shell.dismissCompleteInfo();
  await expect(shell.sidebar).toBeVisible();
  await expect.poll(() => drawnMode(page)).toBe('light');

  // Following the system again brings its dark colours back.
  await page.getByRole('button', { name: '明暗模式' }).click();
  await page.getByRole('menuitem', { name: '跟随系统' }).click();
  await expect.poll(() => drawnMode(page)).toBe('dark');
});

test('the mode chosen is kept with the account: another browser signing in shows it', async ({
  page,
  browser,
  ownAdmin,
  signedInOwn: _,
}) => {
  await expect.poll(() => drawnMode(page)).toBe('dark');
  await page.getByRole('button', { name: '明暗模式' }).click();
  await page.getByRole('menuitem', { name: '浅色' }).click();
  await expect.poll(() => drawnMode(page)).toBe('light');

  // Another browser (no cookies), whose system asks for dark colours too.
  const other = await browser.newContext({ colorScheme: 'dark' });
  const second = await other.newPage();
  const login = new LoginPage(second);
  await login.goto('/login');
  await expect.poll(() => drawnMode(second)).toBe('dark');
  await login.login(ownAdmin.account, ownAdmin.password);
  await new Shell(second).expectOnDashboard();
  await expect.poll(() => drawnMode(second)).toBe('light');
  expect(await looksDark(second, '.ant-layout-content')).toBe(false);
  await other.close();
});

test('the login page reads in dark colours, and a print page stays light', async ({
  page,
  loginPage,
  shell,
}) => {
  await loginPage.goto('/login');
  await expect.poll(() => drawnMode(page)).toBe('dark');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  const login = await violations(page, 'dark /login', ['wcag2aa']);
  expect(login.map((f) => f.text).join('\n')).toBe('');

  await loginPage.login('admin', ADMIN_PASSWORD());
  await shell.expectOnDashboard();
  // What a print page shows goes on paper as it is: light whatever the mode.
  await page.goto('/print/orders?ids=1&doc=slip');
  await expect(page.locator('.print-frame')).toBeVisible();
  await expect.poll(() => drawnMode(page)).toBe('light');
  expect(await looksDark(page, '.print-sheet')).toBe(false);
});

test('the main pages in dark mode have no serious or critical colour-contrast violation', async ({
  page,
  signedIn: shell,
}, info) => {
  test.setTimeout(180_000);
  await expect.poll(() => drawnMode(page)).toBe('dark');
  const found: Finding[] = [];
  for (const path of PAGES) {
    await openSettled(page, shell, path);
    const seen = await violations(page, `dark ${path}`, ['wcag2aa']);
    expect([...seen.ran], `${path}: axe judged the contrast of its text`).toContain('color-contrast');
    found.push(...seen);
    await info.attach(`dark ${path}`, { body: await page.screenshot(), contentType: 'image/png' });
  }
  const rules = perRule(found);
  await info.attach('axe dark', {
    body: `${rules}\n\n${found.map((f) => f.text).join('\n')}`,
    contentType: 'text/plain',
  });
  expect(found.map((f) => f.text).join('\n'), `axe found (per rule):\n${rules}`).toBe('');
});
