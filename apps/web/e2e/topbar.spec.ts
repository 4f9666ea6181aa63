import { chooseFromMenu } from './support/dialogs';
import { expect, test } from './support/fixtures';

test('layout size and theme colour switch with a confirmation and survive a reload', async ({
  page,
  signedInOwn: _,
}) => {
  await chooseFromMenu(
    page,
    () => page.getByRole('button', { name: '布局大小' }).click(),
    page.getByRole('menuitem', { name: '迷你' }),
    page.getByText('切换布局大小成功'),
  );

  await page.locator('[title="主题色"] .ant-color-picker-trigger').click();
  await page.locator('.ant-color-picker-presets-color').nth(7).click();
  await expect(page.getByText('切换主题色成功')).toBeVisible();

  await page.reload();
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(cookies.size).toBe('mini');
  expect(decodeURIComponent(cookies.themeColor ?? '').toLowerCase()).toBe('#f5222d');
  // The antd primary colour follows the chosen theme colour after the reload: #f5222d deepened to
  // #da1e28, where the selected tab's white text reads at 4.5:1 (app/readableTokens.ts).
  const tab = page.getByRole('tab', { selected: true });
  await expect(tab).toHaveCSS('background-color', 'rgb(218, 30, 40)');
});

test('below 1024 px the sidebar is a drawer that closes on navigation', async ({ page, signedIn: shell }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(shell.sidebar).toBeHidden();
  await page.getByRole('button', { name: '收起/展开侧边栏' }).click();
  await expect(shell.sidebar).toBeVisible();
  await shell.sidebar.getByText('系统', { exact: true }).click();
  await shell.menuItem('管理员').click();
  await expect(page).toHaveURL(/\/system\/admin$/);
  await expect(shell.sidebar).toBeHidden();
});

test('the error log lists uncaught UI errors with their page address and stack', async ({
  page,
  signedIn: shell,
}) => {
  await shell.openFromMenu('系统', '管理员');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: something broke');
    });
  });
  const button = page.getByRole('button', { name: '错误日志' });
  await expect(button.locator('xpath=..')).toContainText('1');
  await button.click();
  const dialog = page.getByRole('dialog', { name: '错误日志' });
  await expect(dialog.getByText('e2e: something broke').first()).toBeVisible();
  await expect(dialog.getByText(/\/system\/admin/).first()).toBeVisible();
  await dialog.getByRole('button', { name: /清\s*空/ }).click();
  await expect(dialog.getByText('暂无错误')).toBeVisible();
});
