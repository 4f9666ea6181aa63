import { expect, test } from './support/fixtures';

test('a freight template with a regional charge quotes carriage with "try it"', async ({
  page,
  signedIn: shell,
}) => {
  const name = `标准快递${Date.now().toString(36)}`;
  await shell.openFromMenu('商城', '运费模板');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\/freight\/create$/);
  const form = page.locator('[data-view="/shop/freight/create"]');
  await form.getByLabel('模板名称').fill(name);
  // Default: 1 piece 10.00, each further piece 5.00.
  const defaults = form.locator('.ant-card', { hasText: '默认运费（未指定地区）' });
  await defaults.getByLabel('首费（元）').fill('10');
  await defaults.getByLabel('续费（元）').fill('5');

  await form.getByRole('button', { name: '添加指定地区' }).click();
  const rule = form.locator('.ant-card-small').first();
  await rule.getByRole('combobox').click();
  await page.locator('.ant-select-tree-title', { hasText: '浙江省' }).click();
  await rule.getByLabel('首费（元）').fill('8');
  await rule.getByLabel('续费（元）').fill('3');
  await rule.getByLabel('首费（元）').click();

  // Try it: 3 pieces to a district of Zhejiang, through the regional charge.
  const tryIt = form.locator('.ant-card', { hasText: '运费试算' });
  await tryIt.getByRole('combobox').click();
  await page.locator('.ant-cascader-menu-item', { hasText: '浙江省' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '杭州市' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '西湖区' }).click();
  await tryIt.getByLabel('数量').fill('3');
  await expect(form.getByTestId('freight-quote')).toHaveText('运费：14.00 元 （按第 1 条指定地区计算）');

  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('运费模板已保存')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('按件数');
});
