import { expect, test } from './support/fixtures';

test('regions load their children when opened, and a search shows where a district lies', async ({
  page,
  signedIn: shell,
}) => {
  await shell.openFromMenu('系统', '行政区域');
  const beijing = page.getByRole('row', { name: /北京市/ });
  await expect(beijing).toBeVisible();
  await expect(page.getByRole('row', { name: /东城区/ })).toHaveCount(0);
  await beijing.getByRole('button', { name: /展开|Expand/ }).click();
  await expect(page.getByRole('row', { name: /东城区 110101/ })).toBeVisible();

  await page.getByLabel('名称或代码').fill('南山区');
  await page.getByLabel('名称或代码').press('Enter');
  await expect(page.getByRole('row', { name: /南山区 440305 广东省 \/ 深圳市/ })).toBeVisible();
});

test('an organization gets departments; a department moves under another with its children', async ({
  page,
  signedIn: shell,
}) => {
  const stamp = Date.now().toString(36);
  const dialog = page.getByRole('dialog');
  const save = () => dialog.getByRole('button', { name: /保\s*存/ }).click();

  await shell.openFromMenu('系统', '组织部门');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await dialog.getByLabel('组织名称').fill(`财政局${stamp}`);
  await save();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `财政局${stamp}` }).click();

  for (const name of ['办公室', '资产科']) {
    await page.getByRole('button', { name: '新增部门' }).click();
    await dialog.getByLabel('部门名称').fill(name);
    await save();
    await expect(dialog).toBeHidden();
  }
  await page
    .getByRole('row', { name: /资产科/ })
    .getByRole('button', { name: '新增下级' })
    .click();
  await dialog.getByLabel('部门名称').fill('盘点组');
  await save();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /盘点组/ })).toBeVisible();

  await page
    .getByRole('row', { name: /资产科/ })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await dialog.getByLabel('上级部门').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '办公室' }).click();
  await save();
  await expect(dialog).toBeHidden();

  // 资产科 now sits under 办公室 and still holds 盘点组: three levels, in that order.
  const names = page.locator('tbody tr td:first-child');
  await expect(names).toHaveText([/办公室/, /资产科/, /盘点组/]);
  const indent = async (name: string) =>
    page
      .getByRole('row', { name: new RegExp(name) })
      .locator('.ant-table-row-indent')
      .first()
      .getAttribute('class');
  expect(await indent('盘点组')).toContain('indent-level-2');
});
