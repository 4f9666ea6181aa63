import { loginPathForArea } from '@bo/contract';
import { ADMIN_PASSWORD } from './pages/LoginPage';
import { expect, test } from './support/fixtures';

test('pages open into tabs; close, close others and the right-click menu work; the dashboard tab stays', async ({
  page,
  signedIn: shell,
}) => {
  await shell.openFromMenu('系统', '管理员');
  await expect(page).toHaveURL(/\/system\/admin$/);
  await shell.openFromMenu('系统', '角色管理');
  await shell.openFromMenu('商城', '品牌管理');
  await expect(shell.tabs.getByRole('tab')).toHaveCount(4);
  await expect(shell.tab(/控制台/).getByRole('button')).toHaveCount(0);

  await shell
    .tab(/品牌管理/)
    .getByTitle(/关闭/)
    .click();
  await expect(shell.tabs.getByRole('tab')).toHaveCount(3);
  await expect(page).toHaveURL(/\/system\/manage$/);

  await shell.tab(/管理员/).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(shell.tabs.getByRole('tab')).toHaveCount(2);
  await expect(page).toHaveURL(/\/system\/admin$/);

  await shell.tab(/管理员/).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await expect(shell.tabs.getByRole('tab')).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('switching the language reloads the app in English and keeps the choice', async ({
  page,
  signedIn: shell,
}) => {
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(shell.sidebar.getByText('System', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await page.reload();
  await expect(shell.sidebar.getByText('Shop', { exact: true })).toBeVisible();
});

test('unknown paths show 404 and /401 explains the missing permission', async ({
  page,
  signedIn: _shell,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('非法访问')).toBeVisible();
  await page.getByRole('button', { name: /返回首页/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/401');
  await expect(page.getByText('你没有权限去该页面')).toBeVisible();
});

test('an area login remembers its area: after logout the guard sends back to that login page', async ({
  page,
  loginPage,
  shell,
}) => {
  await loginPage.goto('/login_ja');
  await expect(page.getByText(/江岸区/).first()).toBeVisible();
  await loginPage.login('admin', ADMIN_PASSWORD());
  await shell.expectOnDashboard();

  await shell.userMenu(/退出登录/);
  await expect(page).toHaveURL(new RegExp(`${loginPathForArea(515)}(\\?|$)`));

  await page.goto('/system/admin');
  await expect(page).toHaveURL(/\/login_ja\?redirect=%2Fsystem%2Fadmin$/);
});
