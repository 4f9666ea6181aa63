import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { SystemPages } from './pages/SystemPages';
import { expect, test } from './support/fixtures';

test('a role with only the goods list gives its admin only that menu entry, and /401 elsewhere', async ({
  page,
  browser,
  signedIn: _shell,
}) => {
  const stamp = Date.now().toString(36);
  const role = `商品专员${stamp}`;
  const account = `goods${stamp}`;
  const password = 'GoodsOnly12345';
  const system = new SystemPages(page);

  await system.createRole(role, `goods-${stamp}`, ['商品列表']);
  await system.createAdmin(account, password, role);

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    const login = new LoginPage(other);
    const shell = new Shell(other);
    await login.goto('/login');
    await login.login(account, password);
    await expect(shell.sidebar).toBeVisible();
    await shell.dismissCompleteInfo();
    // A group holding a single visible page collapses into that page's entry.
    await expect(shell.menuItem('商品列表')).toBeVisible();
    await expect(shell.sidebar.getByText('系统', { exact: true })).toHaveCount(0);
    await expect(shell.menuItem('品牌管理')).toHaveCount(0);
    await expect(shell.sidebar.getByRole('menuitem')).toHaveCount(2);
    await shell.menuItem('商品列表').click();
    await expect(other).toHaveURL(/\/shop\/good/);

    await other.goto('/system/admin');
    await expect(other).toHaveURL(/\/401/);
  } finally {
    await context.close();
  }
});
