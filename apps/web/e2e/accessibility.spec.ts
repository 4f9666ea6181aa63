import { seedEveryList } from './support/a11y-seed';
import { openSettled, pagesOf, perRule, violations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * WCAG 2.1 AA on the main pages, in both languages, as axe measures it: each page is checked with its
 * sidebar, top bar and tabs, on data seeded so that every list has a row (pictures, links and row
 * buttons). A serious or critical violation fails; the report names the rule, the page and the nodes.
 */

/** The pages checked, by permission api. */
const PAGES = pagesOf([
  'Dashboard',
  'GoodList',
  'IndentList',
  'MemberList',
  'AssetsList',
  'AssetsJoinList',
  'TaskList',
  'AdminList',
  'ManageList',
  'AdminLogList',
]);

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Names carry a tag of their own: a worker that restarts after a failure seeds again beside the first rows.
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await seedEveryList(request, String(Date.now() % 1_000_000));
  await request.dispose();
});

for (const lang of ['zh', 'en'] as const) {
  test(`the main pages have no serious or critical WCAG 2.1 AA violation in ${lang}`, async ({
    page,
    context,
    signedIn: shell,
  }, info) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: 'language', value: lang, url: page.url() }]);
    // One page load takes the language; the pages after it open inside the app, as from the menu.
    await page.reload();
    await shell.dismissCompleteInfo();
    const found: { rule: string; text: string }[] = [];
    for (const path of PAGES) {
      await openSettled(page, shell, path);
      found.push(...(await violations(page, `${lang} ${path}`, WCAG_21_AA)));
    }
    const rules = perRule(found);
    await info.attach(`axe ${lang}`, {
      body: `${rules}\n\n${found.map((f) => f.text).join('\n')}`,
      contentType: 'text/plain',
    });
    expect(found.map((f) => f.text).join('\n'), `axe found (per rule):\n${rules}`).toBe('');
  });
}

test('the mini layout size keeps every text at 12 px or more', async ({ page, context, signedIn: shell }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'size', value: 'mini', url: page.url() }]);
  await page.reload();
  await shell.dismissCompleteInfo();
  for (const path of PAGES) {
    await openSettled(page, shell, path);
    const small = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.getClientRects().length === 0) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size < 12)
          found.push(`${size}px "${node.textContent.trim().slice(0, 30)}" in ${parent.className}`);
      }
      return found;
    });
    expect(small, `${path} text under 12 px`).toEqual([]);
  }
});

test('a create dialog opened with the keyboard has labelled fields and gives the focus back to its button when Escape closes it', async ({
  page,
  signedIn: shell,
}) => {
  const found: string[] = [];
  // The lists' own forms and a declared resource's (the shared form every declared list uses).
  for (const path of ['/system/admin', '/system/manage', '/shop/member', '/shop/brand']) {
    await openSettled(page, shell, path);
    const create = page.locator(`[data-view="${path}"]`).getByRole('button', { name: /^新\s*增/ });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
    found.push(
      ...(await violations(page, `${path} create dialog`, WCAG_21_AA, '[role="dialog"]')).map((v) => v.text),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => create.evaluate((button) => button === document.activeElement), {
        message: `${path}: the focus is back on the create button`,
      })
      .toBe(true);
  }
  expect(found.join('\n')).toBe('');
});
