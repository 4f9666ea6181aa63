import { PERMISSION_REGISTRY } from '@bo/contract';
import { KEPT_VIEWS } from '../src/stores/tags';
import { expect, test } from './support/fixtures';

/**
 * Every page of the Shop, Assets, Statistics and Home groups that opens without a record (those with an
 * `:id` in their path are opened from their lists elsewhere), from the permission registry: a page added
 * there is checked here too. The dashboard is served at `/dashboard`, as the app's route model does.
 */
const CATALOGUE_PAGES = PERMISSION_REGISTRY.filter((g) => g.api !== 'System').flatMap((g) =>
  g.pages
    .filter((p) => !p.path.includes(':'))
    .map((p) => (p.api === 'Dashboard' ? '/dashboard' : `${g.path}/${p.path}`)),
);

/** Catalog keys that leaked into the page instead of their text. */
const RAW_KEY =
  /\b(catalog|category|goods|goodForm|good|resources|route|validation|common|orders|members|assets|assetForms|asset|assetImport|form|task|sales|statistics|pages)\.[a-z][A-Za-z]+\b/;

for (const lang of ['zh', 'en'] as const) {
  test(`every catalogue page renders in ${lang} without raw text keys`, async ({
    page,
    context,
    signedIn: shell,
  }) => {
    // About 40 pages, some of them charts, on a 2-core machine that may be running other work.
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
    // Every page keeps its tab, but only the most recently shown stay mounted: switching stays fast.
    await expect(shell.tabs.getByRole('tab')).toHaveCount(new Set(CATALOGUE_PAGES).size);
    expect(await page.locator('[data-view]').count()).toBeLessThanOrEqual(KEPT_VIEWS + 1);
    // A tab whose page was let go opens again, and the active tab is scrolled into the bar's view.
    const first = CATALOGUE_PAGES.find((p) => p !== '/dashboard') ?? '/dashboard';
    await expect(page.locator(`[data-view="${first}"]`)).toHaveCount(0);
    await shell.visit(first);
    await shell.settled(first);
    const tab = shell.tabs.getByRole('tab', { selected: true });
    await expect(tab).toBeInViewport();
  });
}
