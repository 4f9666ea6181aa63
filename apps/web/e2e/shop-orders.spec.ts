import { expect, test } from './support/fixtures';
import { adminApi, enableSandboxPayment, goodsOnSale, storefrontMember } from './support/shop-api';

// Both tests here set the default logistics company, which the shipping dialog preselects: they run in
// this order in one worker, so no other spec moves the default meanwhile.
test('a logistics company made the default in its dialog is marked so, and the former default is not', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const tag = Date.now().toString(36);
  // A company to take the default from (the first company of all becomes the default by itself).
  await (await adminApi(request)).post('dhl', { name: `中通${tag}`, abbreviation: 'ZTO', is_default: 1 });
  const name = `顺丰速运${tag}`;
  await shell.openFromMenu('商城', '物流公司');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('简称').fill('SF');
  await dialog.getByLabel('默认').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('默认');
  await expect(page.getByRole('row', { name: new RegExp(`中通${tag}`) })).not.toContainText('默认');
});

test('an order placed through the storefront is shipped, its receipt extended and refunded to the balance', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const tag = Date.now().toString(36);
  const admin = await adminApi(request);
  const good = await goodsOnSale(admin, {
    category: `杯具${tag}`,
    name: `青花瓷杯${tag}`,
    price: 2500,
    inventory: 10,
  });
  await admin.post('dhl', { name: `顺丰${tag}`, abbreviation: 'SF', is_default: 1 });
  const account = `buyer${tag}`;
  const member = await storefrontMember(request, account);
  const order = await member.post<{ id: number; identification: string; total: number }>('order', {
    lines: [{ good_id: good.id, number: 2 }],
    address: { consignee: '李四', phone: '13800000001', region_code: '330106', address: '文三路 1 号' },
  });
  await enableSandboxPayment(admin);
  await member.post(`order/${order.id}/pay`, { way: 'online' });

  // The order waits for delivery; ship it from the list with the default company preselected.
  await shell.openFromMenu('商城', '订单管理');
  const list = page.locator('[data-view="/shop/indent"]');
  await list.getByRole('tab', { name: /待发货/ }).click();
  const row = list.getByRole('row', { name: new RegExp(order.identification) });
  await expect(row).toContainText('待发货');
  await row.getByRole('button', { name: /发\s*货/ }).click();
  const ship = page.getByRole('dialog');
  await expect(ship.getByRole('combobox')).toBeVisible();
  await expect(ship).toContainText(`顺丰${tag}`);
  await ship.getByLabel('运单号').fill(`SF${tag}`.toUpperCase());
  const shipped = page.waitForResponse((r) => r.url().endsWith('/indent/shipment'));
  await ship.getByRole('button', { name: /保\s*存/ }).click();
  expect(await (await shipped).json()).toMatchObject({ result: 'ok' });
  await expect(ship).toBeHidden();

  // The detail: wait for receipt, then extend the receiving time by the preset three days.
  // The shipment first updates the rows and the tabs' counts, then reloads them. A press on a tab
  // while its count is redrawn can focus it without choosing it, and a press while the reload replaces
  // the order number can open the order and still leave the runner pressing again on a link that is
  // gone: so it waits for the reload (the order leaves "to ship"), for the tab to be chosen, and for
  // the row as reloaded.
  await expect(row).toBeHidden();
  const all = list.getByRole('tab', { name: /全部/ });
  await all.click();
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('待收货');
  await row.getByText(order.identification).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText('待收货');
  await expect(detail).toContainText(`SF${tag}`.toUpperCase());
  await detail.getByRole('button', { name: '延长收货' }).click();
  const receiving = page.getByRole('dialog');
  await receiving.getByRole('button', { name: /保\s*存/ }).click();
  await expect(receiving).toBeHidden();
  await expect(detail.locator('.ant-timeline')).toContainText('延长收货时间至');

  // Refund 20.00 of the 50.00 to the member balance: the dialog says the order stays where it is.
  await detail.getByRole('button', { name: /退\s*款/ }).click();
  const refund = page.getByRole('dialog');
  await refund.getByLabel('退款金额（元）').fill('20');
  await refund.getByLabel('退款原因').fill('杯口破损');
  await expect(refund).toContainText('部分退款：订单保持“待收货”，之后仍可发货和完成');
  await refund.getByRole('button', { name: /保\s*存/ }).click();
  await expect(refund).toBeHidden();
  await expect(detail.locator('.ant-timeline')).toContainText('退款 20.00');
  await expect(detail).toContainText('待收货');

  // The member's balance and ledger show the refund.
  await shell.openFromMenu('商城', '会员管理');
  const members = page.locator('[data-view="/shop/member"]');
  const memberRow = members.getByRole('row', { name: new RegExp(account) });
  await expect(memberRow).toContainText('20.00');
  await memberRow.getByRole('button', { name: '余额流水' }).click();
  const ledger = page.locator('.ant-drawer');
  await expect(ledger).toContainText('杯口破损');
  await expect(ledger).toContainText('20.00');
});
