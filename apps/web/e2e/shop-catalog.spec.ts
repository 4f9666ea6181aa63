import type { Page } from '@playwright/test';
import { PNG } from './support/files';
import { expect, test } from './support/fixtures';

const stamp = Date.now().toString(36);
const dialogSave = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();

async function createSpecification(page: Page, name: string, values: string) {
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('规格值').fill(values);
  await dialogSave(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('specifications and a category drive a goods with four SKUs; batch move to the warehouse', async ({
  page,
  signedIn: shell,
}) => {
  // Two SKU options: the defaults of a new specification are "single choice" on the detail page.
  await shell.openFromMenu('商城', '规格管理');
  await createSpecification(page, `颜色${stamp}`, '红色\n蓝色');
  await createSpecification(page, `内存${stamp}`, '8G\n16G');

  await shell.openFromMenu('商城', '商品分类');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(`手机${stamp}`);
  await dialog.getByLabel('关联规格').click();
  await page.locator('.ant-select-item-option', { hasText: `颜色${stamp}` }).click();
  await page.locator('.ant-select-item-option', { hasText: `内存${stamp}` }).click();
  await dialog.getByLabel('名称').click();
  await dialogSave(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`手机${stamp}`) })).toBeVisible();

  await shell.openFromMenu('商城', '商品列表');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\/good\/create$/);
  await page.getByLabel('商品名称').fill(`旗舰手机${stamp}`);
  await page.getByRole('combobox', { name: /商品分类/ }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: `手机${stamp}` }).click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: '设为主图' })).toHaveAttribute('aria-pressed', 'true');

  for (const value of ['红色', '蓝色', '8G', '16G'])
    await page.getByRole('checkbox', { name: value, exact: true }).click();
  const skus = page.getByRole('table', { name: 'SKU 列表' });
  await expect(skus.getByRole('row')).toHaveCount(5);
  await page.getByLabel('批量填充 销售价（元）').fill('1999.5');
  await page
    .getByRole('button', { name: /^填\s*充$/ })
    .first()
    .click();
  await page.getByLabel('批量填充 库存').fill('10');
  await page
    .getByRole('button', { name: /^填\s*充$/ })
    .last()
    .click();
  await expect(page.getByLabel('蓝色/16G 销售价（元）')).toHaveValue('1999.50');
  await page.getByText('立即上架', { exact: true }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('商品已保存')).toBeVisible();

  // The create tab is done with: it closes and the goods just made opens.
  await expect(page).toHaveURL(/\/shop\/good\/detail\/\d+$/);
  await expect(
    page.locator('[data-view^="/shop/good/detail/"]').getByText(`旗舰手机${stamp}`).first(),
  ).toBeVisible();
  await expect(shell.tab(/添加商品/)).toHaveCount(0);
  await shell.tab(/商品列表/).click();
  await expect(page).toHaveURL(/\/shop\/good$/);
  await page.getByRole('tab', { name: /出售中/ }).click();
  const row = page.getByRole('row', { name: new RegExp(`旗舰手机${stamp}`) });
  await expect(row).toContainText('1,999.50');
  await expect(row).toContainText('40');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '放入仓库' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '是' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`旗舰手机${stamp}`) })).toHaveCount(0);
  await page.getByRole('tab', { name: /仓库中/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(`旗舰手机${stamp}`) })).toBeVisible();
});

test('a card-key goods is created by importing keys; a bad line is named by its number', async ({
  page,
  signedIn: shell,
}) => {
  await shell.openFromMenu('商城', '商品列表');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await page.getByText('卡密/网盘', { exact: true }).click();
  await page.getByLabel('商品名称').fill(`游戏点卡${stamp}`);
  await page.getByRole('combobox', { name: /商品分类/ }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: /^手机/ }).first().click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: '设为主图' })).toBeVisible();
  await page.getByRole('spinbutton', { name: '销售价（元）', exact: true }).fill('50');

  await page.getByRole('button', { name: /设置卡密/ }).click();
  const editor = page.getByRole('dialog', { name: '设置卡密' });
  await editor.getByRole('tab', { name: '批量导入' }).click();
  await editor
    .getByRole('textbox', { name: '批量导入' })
    .fill('CARD-001:KEY-AAA\nCARD-002 KEY-BBB\nCARD-003:KEY-CCC');
  await editor.getByRole('button', { name: /导\s*入/ }).click();
  await expect(editor.getByText('第 2 行格式不正确，应为“卡号:卡密”或“网盘地址:提取码”')).toBeVisible();
  await editor
    .getByRole('textbox', { name: '批量导入' })
    .fill('CARD-001:KEY-AAA\nCARD-002:KEY-BBB\nCARD-003:KEY-CCC');
  await editor.getByRole('button', { name: /导\s*入/ }).click();
  await expect(editor.getByText('已导入 3 条')).toBeVisible();
  await editor.getByRole('button', { name: '把库存设为 3' }).click();
  await editor.getByRole('button', { name: /^完\s*成$/ }).click();
  await expect(page.getByRole('button', { name: '设置卡密（3）' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: '库存', exact: true })).toHaveValue('3');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('商品已保存')).toBeVisible();

  // Saved, the goods opens: its detail counts the keys.
  await expect(page).toHaveURL(/\/shop\/good\/detail\/\d+$/);
  await expect(page.getByText('已发放 0 / 共 3').first()).toBeVisible();
});
