import { expect, test } from './support/fixtures';
import { ssoToken } from './support/sso-token';

test('/tokenlogin signs in with a single-use token and refuses it the second time', async ({
  page,
  shell,
}) => {
  const token = ssoToken('admin');
  await page.goto(`/tokenlogin?token=${encodeURIComponent(token)}`);
  await shell.expectOnDashboard();

  await page.context().clearCookies();
  await page.goto(`/tokenlogin?token=${encodeURIComponent(token)}`);
  await expect(page.getByText('登录令牌无效或已使用').first()).toBeVisible();
  await page.getByRole('link', { name: '返回登录页' }).click();
  await expect(page).toHaveURL(/\/login/);
});
