import type { Browser, Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { expect, test } from './support/fixtures';
import { adminApi, goodsOnSale } from './support/shop-api';

interface PowerNode {
  id: number;
  api: string | null;
  children: PowerNode[];
}

const flatten = (nodes: PowerNode[]): PowerNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Signs an administrator in through the login form in a browser context of its own. */
async function signIn(browser: Browser, account: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.goto('/login');
  await login.login(account, password);
  await expect(shell.sidebar).toBeVisible();
  await shell.dismissCompleteInfo();
  return page;
}

const headers = (page: Page) => page.locator('.ant-table-thead th').allInnerTexts();

test('a saved default view brings back its columns and filter after a reload, and its role sees it', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await adminApi(request);
  await goodsOnSale(admin, {
    category: `视图分类${stamp}`,
    name: `视图茶${stamp}`,
    price: 1000,
    inventory: 5,
  });
  const tree = await admin.get<PowerNode[]>('power?all=1');
  const goodList = flatten(tree).find((n) => n.api === 'GoodList');
  const role = await admin.post<{ id: number }>('manage', {
    name: `视图角色${stamp}`,
    code: `views-${stamp}`,
    permission_ids: [goodList?.id],
  });
  const password = 'ViewsUser12345';
  for (const who of ['a', 'b']) {
    await admin.post('admin', {
      account: `views${who}${stamp}`,
      password,
      nickname: `视图${who}`,
      role_ids: [role.id],
    });
  }

  const owner = await signIn(browser, `viewsa${stamp}`, password);
  try {
    await owner.goto('/shop/good');
    await expect(owner.getByText(`视图茶${stamp}`)).toBeVisible();
    await expect.poll(() => headers(owner)).toContain('品牌');

    // The columns popover, by keyboard alone: open, hide "品牌", move "销量" up, close.
    const columnsButton = owner.getByRole('button', { name: /列设置/ });
    await columnsButton.focus();
    await owner.keyboard.press('Enter');
    const panel = owner.getByRole('list', { name: '列设置' });
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: '品牌' }).focus();
    await owner.keyboard.press('Space');
    await expect.poll(() => headers(owner)).not.toContain('品牌');
    const before = await headers(owner);
    await panel.getByRole('button', { name: '上移 销量' }).focus();
    await owner.keyboard.press('Enter');
    await expect.poll(async () => (await headers(owner)).indexOf('销量')).toBe(before.indexOf('销量') - 1);
    await owner.keyboard.press('Escape');
    await expect(columnsButton).toBeFocused();
    const arranged = await headers(owner);

    await owner.getByLabel('名称或货号').fill(`视图茶${stamp}`);
    await owner.keyboard.press('Enter');
    await expect(owner).toHaveURL(/keyword=/);

    await owner.getByRole('button', { name: '保存为视图' }).click();
    const dialog = owner.getByRole('dialog', { name: '保存视图' });
    await dialog.getByLabel('视图名称').fill('我的视图');
    await dialog.getByLabel('共享给角色').click();
    await owner.locator('.ant-select-item-option', { hasText: `视图角色${stamp}` }).click();
    await owner.keyboard.press('Escape');
    await dialog.getByRole('checkbox', { name: '设为默认' }).check();
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();

    await owner.goto('/shop/good');
    await expect(owner).toHaveURL(/keyword=/);
    await expect(owner.getByLabel('名称或货号')).toHaveValue(`视图茶${stamp}`);
    await expect.poll(() => headers(owner)).toEqual(arranged);
    // Another tab of the list remounts its table: the applied view stays.
    await owner.getByRole('tab', { name: /出售中/ }).click();
    await expect(owner).toHaveURL(/activeIndex=/);
    await expect.poll(() => headers(owner)).toEqual(arranged);
    await expect(owner).toHaveURL(/keyword=/);
    await expect(
      owner.locator('.ant-select', { has: owner.getByRole('combobox', { name: '视图' }) }),
    ).toContainText('我的视图');
  } finally {
    await owner.context().close();
  }

  const colleague = await signIn(browser, `viewsb${stamp}`, password);
  try {
    await colleague.goto('/shop/good');
    await expect(colleague.getByText(`视图茶${stamp}`)).toBeVisible();
    // Shared, not the colleague's default: the list stays as opened until the view is picked.
    await colleague.getByRole('combobox', { name: '视图' }).click();
    await colleague.locator('.ant-select-item-option', { hasText: '我的视图' }).click();
    await expect(colleague).toHaveURL(/keyword=/);
    await expect.poll(() => headers(colleague)).not.toContain('品牌');
  } finally {
    await colleague.context().close();
  }
});
