import { PERMISSION_REGISTRY } from '@bo/contract';
import { expect, test } from './support/fixtures';

/** Every System list/detail page (hidden create/edit pages need a record and are covered elsewhere). */
const SYSTEM_PAGES = (PERMISSION_REGISTRY.find((g) => g.api === 'System')?.pages ?? [])
  .filter((p) => !p.hidden)
  .map((p) => ({ api: p.api, path: `/system/${p.path}` }));

/** Catalog keys that leaked into the page instead of their text. */
const RAW_KEY = /\b(system|resources|route|pages|validation|design|docs|common|layout)\.[a-z][A-Za-z]+\b/;

for (const lang of ['zh', 'en'] as const) {
  test(`every System page renders in ${lang} without raw text keys or errors`, async ({
    page,
    context,
    signedIn: shell,
  }) => {
    await context.addCookies([{ name: 'language', value: lang, url: page.url() }]);
    // One page load takes the language; the pages after it open inside the app, as from the menu.
    await page.reload();
    for (const { api, path } of SYSTEM_PAGES) {
      await shell.visit(path);
      const view = page.locator(`[data-view="${path}"]`);
      await shell.settled(path);
      const text = (await view.textContent()) ?? '';
      expect(text.trim().length, `${api} shows something`).toBeGreaterThan(0);
      // The document pages show code, paths (`layout.blocks`...) and prose about the app as their content.
      if (api.endsWith('DocumentDetail')) continue;
      expect(text, `${api} has no raw keys`).not.toMatch(RAW_KEY);
      expect(text, `${api} is not a placeholder`).not.toMatch(/not available yet|暂未开放|页面暂不可用/);
    }
  });
}
