import type { Page } from '@playwright/test';
import { confirmDialog } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { adminApi } from './support/shop-api';

/** Opens `path` inside the running app (no reload, so the signed-in shell and its dialogs stay as they are). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`[data-view="${path}"]`)).toBeVisible();
}

/** Picks `title` in the TreeSelect or Select labelled `label` of the open form. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, title: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await scope.getByLabel(label, { exact: true }).fill(title);
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: false }).first().click();
}

/** Creates a form of the open create page: the asset, kind fields done by `fill`, a reason; submits it. */
async function createAndSubmit(
  page: Page,
  path: string,
  assetName: string,
  reason: string,
  fill: () => Promise<void>,
) {
  await go(page, `${path}/create`);
  const view = page.locator(`[data-view="${path}/create"]`);
  await fill();
  const picker = view.getByRole('row', { name: new RegExp(assetName) });
  await picker.getByRole('checkbox').check();
  await view.getByLabel('事由').fill(reason);
  await view.getByRole('button', { name: '保存并提交' }).click();
  await expect(page.locator(`[data-view="${path}"]`)).toBeVisible();
}

/** Approves the form with `reason` from its list, then completes its task on the task page. */
async function approveAndComplete(page: Page, path: string, reason: string, taskPath: string) {
  const list = page.locator(`[data-view="${path}"]`);
  const row = list.getByRole('row', { name: new RegExp(reason) });
  await expect(row).toContainText('待审批');
  await row.getByRole('button', { name: '审批' }).click();
  // Named, so another dialog that opens meanwhile (the complete-info prompt) is not taken for this one.
  const dialog = page.getByRole('dialog', { name: /审批单据/ });
  await dialog.getByLabel('审批意见').fill('同意');
  await confirmDialog(page, dialog);
  await expect(row).toContainText('执行中');
  const number = (await row.getByRole('button').first().textContent())?.trim() ?? '';

  await go(page, taskPath);
  const tasks = page.locator(`[data-view="${taskPath}"]`);
  const task = tasks.getByRole('row', { name: new RegExp(number) });
  await task.getByRole('button', { name: '完成任务' }).click();
  await confirmDialog(page, page.getByRole('dialog').filter({ hasText: '完成任务' }));
  await expect(task).toBeHidden();
  return number;
}

test('an asset joins the public warehouse, is rented to another unit and comes back, with its history', async ({
  page,
  request,
  signedIn,
}) => {
  void signedIn;
  const tag = Date.now().toString(36);
  const admin = await adminApi(request);
  const unitB = await admin.post<{ id: number; name: string }>('organization', { name: `借用单位${tag}` });
  const warehouse = await admin.post<{ id: number }>('storageLocation/create', {
    name: `公物仓${tag}`,
    code: `GW-${tag}`,
  });
  await admin.post('storageLocation/create', { name: `货架${tag}`, code: `GW-${tag}-1`, pid: warehouse.id });
  await admin.post('organization', { name: `出借单位${tag}` });

  // Register the asset on the own-assets page; it opens its detail with the generated code.
  await go(page, '/assets/self/create');
  const create = page.locator('[data-view="/assets/self/create"]');
  await create.getByLabel('资产名称').fill(`投影仪${tag}`);
  await choose(page, create, '资产分类', '办公设备');
  await create.getByLabel('原值（元）').fill('4500');
  await choose(page, create, '所属单位', `出借单位${tag}`);
  await create.getByLabel('保管人').fill('王五');
  await create.getByLabel('购置日期').fill('2024-05-01');
  // Enter in the date picker saves the form (antd), as a keyboard user would.
  await create.getByLabel('购置日期').press('Enter');
  await expect(page).toHaveURL(/\/assets\/list\/detail\/\d+$/);
  const asset = { id: Number(page.url().split('/').pop()), code: '' };
  asset.code = (await admin.get<{ code: string }>(`assets/detail?id=${asset.id}`)).code;
  expect(asset.code).toMatch(/^ZC0302-2024-\d{6}$/);

  // Join: the idle asset goes into the public warehouse, on a shelf.
  await createAndSubmit(page, '/assets/join', `投影仪${tag}`, `闲置入仓${tag}`, async () => {
    await choose(page, page.locator('[data-view="/assets/join/create"]'), '存放地点', `货架${tag}`);
  });
  const joinNumber = await approveAndComplete(page, '/assets/join', `闲置入仓${tag}`, '/assets/task');

  // Rental: unit B borrows it until a day next year.
  const due = `${new Date().getFullYear() + 1}-06-30`;
  await createAndSubmit(page, '/assets/rental', `投影仪${tag}`, `会议借用${tag}`, async () => {
    const view = page.locator('[data-view="/assets/rental/create"]');
    await view.getByLabel('归还日期').fill(due);
    await view.getByLabel('归还日期').press('Enter');
    await choose(page, view, '申请单位', unitB.name);
  });
  await approveAndComplete(page, '/assets/rental', `会议借用${tag}`, '/assets/task-rent');
  const lent = await admin.get<{ status: string; holder_name: string }>(`assets/detail?id=${asset.id}`);
  expect(lent).toMatchObject({ status: 'lent', holder_name: unitB.name });

  // Back: it returns to the shelf.
  await createAndSubmit(page, '/assets/back', `投影仪${tag}`, `用毕归还${tag}`, async () => {
    const view = page.locator('[data-view="/assets/back/create"]');
    await choose(page, view, '存放地点', `货架${tag}`);
    await choose(page, view, '申请单位', unitB.name);
  });
  await approveAndComplete(page, '/assets/back', `用毕归还${tag}`, '/assets/task-back');

  // The public warehouse lists it in the warehouse; its detail shows the whole story.
  await go(page, '/assets/public');
  const publicList = page.locator('[data-view="/assets/public"]');
  const row = publicList.getByRole('row', { name: new RegExp(`投影仪${tag}`) });
  await expect(row).toContainText('在仓');
  await row.getByText(asset.code).click();
  const detail = page.locator(`[data-view="/assets/list/detail/${asset.id}"]`);
  await expect(detail).toContainText(asset.code);
  const timeline = detail.locator('.ant-timeline');
  await expect(timeline).toContainText(joinNumber);
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(4);
});
