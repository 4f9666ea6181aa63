import type { Locator, Page } from '@playwright/test';
import { SystemPages } from './pages/SystemPages';
import { expect, test } from './support/fixtures';

/** A row of the list on the page, by a cell's exact text. */
const row = (page: Page, cell: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/** The box of a permission on the role form's tree, by its title. */
const treeBox = (dialog: Locator, title: string): Locator =>
  dialog
    .locator('.ant-tree-treenode', { has: dialog.page().getByTitle(title, { exact: true }) })
    .locator('.ant-tree-checkbox');

test('a role edit shows its gains and losses before saving, and an admin shows what it may do', async ({
  page,
  signedIn: shell,
}) => {
  const stamp = Date.now().toString(36);
  const role = `谁能做${stamp}`;
  const account = `who${stamp}`;
  const system = new SystemPages(page);
  await system.createRole(role, `who-${stamp}`, ['商品列表']);
  await system.createAdmin(account, 'WhoCan12345', role);

  // Edit: the goods list out, the backups in; the confirm step says so before anything is saved.
  await page.goto('/system/manage');
  await shell.dismissCompleteInfo();
  await row(page, role)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const form = page.getByRole('dialog', { name: '编辑角色' });
  await treeBox(form, '商品列表').click();
  await treeBox(form, '数据备份').click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  const preview = page.getByTestId('role-preview');
  await expect(preview).toContainText('新增');
  await expect(preview).toContainText('BackupList');
  await expect(preview).toContainText('失去');
  await expect(preview).toContainText('GoodList');
  await expect(preview).toContainText('影响 1 名管理员');
  await page
    .getByRole('button', { name: /保\s*存/ })
    .last()
    .click();
  await expect(form).toBeHidden();

  // What the role allows now, on a tree with the api names.
  await row(page, role).getByRole('button', { name: '权限' }).click();
  const roleDialog = page.getByRole('dialog', { name: `角色“${role}”的权限` });
  const roleTree = roleDialog.getByRole('tree', { name: '权限' });
  await expect(roleTree).toContainText('BackupList');
  await expect(roleTree).not.toContainText('GoodList');
  await roleDialog.getByRole('button', { name: '关 闭', exact: true }).click();

  // The admin holding it: the union of its roles and its data scope in words.
  await page.goto('/system/admin');
  await shell.dismissCompleteInfo();
  await row(page, account).getByRole('button', { name: '权限' }).click();
  const adminDialog = page.getByRole('dialog', { name: `管理员“${account} 昵称”的权限` });
  await expect(adminDialog).toContainText('全部数据');
  await expect(adminDialog.getByRole('tree', { name: '权限' })).toContainText('数据备份');
  await adminDialog.getByRole('button', { name: '关 闭', exact: true }).click();
  await expect(adminDialog).toBeHidden();

  // The super admin asks what that admin may do on this page (the admin list): nothing.
  await page.getByRole('button', { name: '谁能做什么' }).click();
  const whoCan = page.getByRole('dialog', { name: '某位管理员在本页能做什么' });
  await whoCan.getByRole('combobox', { name: '选择管理员' }).fill(account);
  await page.getByTitle(`${account} 昵称 (${account})`).click();
  const opening = whoCan.getByRole('listitem').filter({ hasText: '打开本页' });
  await expect(opening).toContainText('AdminList');
  await expect(opening).toContainText('不可以');
});
