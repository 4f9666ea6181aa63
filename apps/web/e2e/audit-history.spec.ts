import { expect, test } from './support/fixtures';
import { adminApi, goodsOnSale } from './support/shop-api';

const stamp = Date.now().toString(36);

test('a goods renamed on its edit page shows old → new in its history', async ({
  page,
  request,
  signedIn,
}) => {
  const admin = await adminApi(request);
  const before = `审计杯${stamp}`;
  const after = `审计马克杯${stamp}`;
  const good = await goodsOnSale(admin, {
    category: `审计${stamp}`,
    name: before,
    price: 1999,
    inventory: 5,
  });

  // Each page is opened by its address: the prompt to complete the admin's profile comes back after a load.
  await page.goto(`/shop/good/edit/${good.id}`);
  await signedIn.dismissCompleteInfo();
  await expect(page.getByLabel('商品名称')).toHaveValue(before);
  await page.getByLabel('商品名称').fill(after);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  // A saved edit closes its form and goes back to the list.
  await expect(page).toHaveURL(/\/shop\/good$/);

  await page.goto(`/shop/good/detail/${good.id}`);
  await signedIn.dismissCompleteInfo();
  await expect(page.getByRole('heading', { name: after })).toBeVisible();
  await page.getByRole('button', { name: '操作记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/system/admin-log\\?subject_type=good&subject_id=${good.id}$`));

  // The edit is the newest of the goods's entries (its creation came first).
  const edit = page.getByRole('row', { name: new RegExp(`good/${good.id}`) });
  await expect(edit).toBeVisible();
  await expect(page.getByRole('row', { name: /商品 #/ })).toHaveCount(2);
  await edit.getByRole('button', { name: /详\s*情/ }).click();
  const changes = page.getByRole('dialog').getByTestId('log-changes');
  await expect(
    changes.getByRole('row', { name: new RegExp(`商品名称\\s*${before}\\s*${after}`) }),
  ).toBeVisible();
  await expect(changes.getByRole('row')).toHaveCount(2);
});
