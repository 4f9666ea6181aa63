import { expect, test } from './support/fixtures';

/** The Shop, Assets and Statistics pages, and the dashboard. */
const CATALOGUE_PAGES = [
  '/shop/good',
  '/shop/good/create',
  '/shop/category',
  '/shop/brand',
  '/shop/specification',
  '/shop/specification-group',
  '/shop/banner',
  '/shop/dhl',
  '/shop/freight',
  '/shop/freight/create',
  '/shop/indent',
  '/shop/member',
  '/assets/place',
  '/assets/list',
  '/assets/self',
  '/assets/self/create',
  '/assets/public',
  '/assets/resource',
  '/assets/join',
  '/assets/join/create',
  '/assets/out',
  '/assets/out/create',
  '/assets/rental',
  '/assets/rental/create',
  '/assets/back',
  '/assets/back/create',
  '/assets/lease-grant',
  '/assets/lease-repay',
  '/assets/verify',
  '/assets/verify-capita',
  '/assets/task',
  '/assets/task-out',
  '/assets/task-back',
  '/assets/task-rent',
  '/assets/all',
  '/statistics/visit',
  '/statistics/pay',
  '/statistics/age-sex',
  '/dashboard',
];

/** Catalog keys that leaked into the page instead of their text. */
const RAW_KEY =
  /\b(catalog|category|goods|goodForm|good|resources|route|validation|common|orders|members|assets|assetForms|asset|assetImport|form|task|sales|statistics|pages)\.[a-z][A-Za-z]+\b/;

for (const lang of ['zh', 'en'] as const) {
  test(`every catalogue page renders in ${lang} without raw text keys`, async ({
    page,
    context,
    signedIn: shell,
  }) => {
    // 39 pages, some of them charts, on a 2-core machine that may be running other work.
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'language', value: lang, url: page.url() }]);
    // One page load takes the language; the pages after it open inside the app, as from the menu.
    await page.reload();
    for (const path of CATALOGUE_PAGES) {
      await shell.visit(path);
      const view = page.locator(`[data-view="${path}"]`);
      await shell.settled(path);
      const text = (await view.textContent()) ?? '';
      expect(text.trim().length, `${path} shows something`).toBeGreaterThan(0);
      expect(text, `${path} has no raw keys`).not.toMatch(RAW_KEY);
      expect(text, `${path} is not a placeholder`).not.toMatch(/not available yet|暂未开放|页面暂不可用/);
    }
  });
}
