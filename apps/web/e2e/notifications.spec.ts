import { NotificationBell } from './pages/NotificationBell';
import { expect, test } from './support/fixtures';

test('a finished export raises the bell without a reload; its notification downloads the file and is read', async ({
  page,
  signedInOwn: shell,
}) => {
  // An administrator of the test's own: the shared admin's bell holds other specs' exports, read or not.
  const bell = new NotificationBell(page);
  await bell.expectUnread(0);

  await shell.openFromMenu('商城', '会员管理');
  const members = page.locator('[data-view="/shop/member"]');
  const firstDownload = page.waitForEvent('download', { timeout: 30_000 });
  await members.getByRole('button', { name: /导\s*出/ }).click();
  const dialog = page.getByRole('dialog', { name: '导出当前列表' });
  await expect(dialog.getByText(/^导出完成，共 \d+ 行$/)).toBeVisible({ timeout: 30_000 });
  await firstDownload;
  await dialog.getByRole('button', { name: /关闭|Close/ }).click();

  // Told by the server's stream: the page was not reloaded.
  await bell.expectUnread(1);
  const popup = await bell.open();
  const item = popup.getByRole('button', { name: /“会员管理”的导出已完成（\d+ 行），点击下载/ });
  await expect(item).toBeVisible();
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await item.click();
  expect((await download).suggestedFilename()).toMatch(/^member-\d{8}T\d{6}\.xlsx$/);
  await bell.expectUnread(0);

  // The page of past notifications lists it, read, in the reader's language.
  await page.goto('/notifications');
  await shell.dismissCompleteInfo();
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await shell.dismissCompleteInfo();
  const view = page.locator('[data-view="/notifications"]');
  await expect(
    view.getByText(/^The export of “Members” is ready \(\d+ rows?\): click to download$/),
  ).toBeVisible();
  await new NotificationBell(page).expectUnread(0, 'en');
});
