import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Opens the palette with its shortcut; the search field has the focus. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: '命令面板' });
  await expect(field).toBeFocused();
  return field;
}

test('the command palette, by the keyboard alone: a page by its pinyin initials, an action, Esc', async ({
  page,
  signedIn: shell,
}) => {
  // 商品列表 is shang pin lie biao: "spl" finds it once the pinyin has loaded, and Enter opens it.
  const field = await openPalette(page);
  await page.keyboard.type('spl');
  const goods = page.getByRole('option', { name: /^商品列表/ });
  await expect(goods).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await goods.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/good$/);
  await expect(shell.tab(/^商品列表/)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An action: the order list opens and starts its export, whose file downloads.
  await openPalette(page);
  await page.keyboard.type('导出订单');
  await expect(page.getByRole('option', { name: '导出订单' })).toHaveAttribute('aria-selected', 'true');
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/indent$/);
  const exporting = page.getByRole('dialog', { name: '导出订单' });
  await expect(exporting.getByText(/^导出完成/)).toBeVisible({ timeout: 30_000 });
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.keyboard.press('Escape');
  await expect(exporting).toBeHidden();

  // Esc closes it and gives the focus back to what had it, whatever Tab reached.
  await page.keyboard.press('Tab');
  const before = await page.evaluateHandle(() => document.activeElement);
  expect(await before.evaluate((el) => el !== document.body)).toBe(true);
  await openPalette(page);
  await page.keyboard.type('gly');
  await expect(page.getByRole('option', { name: /^管理员/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => before.evaluate((el) => el === document.activeElement)).toBe(true);
});

test('the top bar names the palette and its shortcut, and opens it', async ({ page, signedIn: _ }) => {
  const button = page.getByRole('button', { name: '搜索页面与操作' });
  await expect(button).toHaveAttribute('title', '搜索页面与操作（Ctrl+K）');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: '命令面板' })).toBeFocused();
  // The English name finds the action once the other catalog has come in (the first opening loads it).
  await page.keyboard.type('new goods');
  await expect(page.getByRole('option', { name: '新建商品' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/good\/create$/);
});
