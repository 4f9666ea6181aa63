import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { asPrinted, mm, readPdf } from './support/pdf';
import { adminApi, enableSandboxPayment, goodsOnSale, storefrontMember } from './support/shop-api';

/**
 * The page as Chromium prints it to PDF, on the paper its print CSS asks for; a screenshot of it as
 * printed is kept with the test's results, named `name`.
 */
async function printed(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const info = test.info();
  const shot = await page.screenshot({ fullPage: true, path: info.outputPath(`${name}.png`) });
  await info.attach(name, { body: shot, contentType: 'image/png' });
  const pages = await readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  return pages;
}

const near = (value: number, wanted: number) => Math.abs(value - wanted) < 2;

test('delivery slips and a picking list print from the order pages on A4 and on an 80 mm roll', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const tag = Date.now().toString(36);
  const admin = await adminApi(request);
  const good = await goodsOnSale(admin, {
    category: `茶具${tag}`,
    name: `白瓷茶壶${tag}`,
    price: 6800,
    inventory: 20,
  });
  const member = await storefrontMember(request, `printer${tag}`);
  await enableSandboxPayment(admin);
  const orders: { id: number; identification: string }[] = [];
  for (const [number, consignee] of [
    [2, '王五'],
    [1, '赵六'],
  ] as const) {
    const order = await member.post<{ id: number; identification: string }>('order', {
      lines: [{ good_id: good.id, number }],
      address: { consignee, phone: '13800000003', region_code: '330106', address: '文三路 3 号' },
    });
    await member.post(`order/${order.id}/pay`, { way: 'online' });
    orders.push(order);
  }
  const [first, second] = orders;
  if (!first || !second) throw new Error('two orders were placed');

  // From the order's detail, its delivery slip opens in a tab of its own.
  await page.goto(`/shop/indent/detail/${first.id}`);
  await shell.dismissCompleteInfo();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(first.identification);
  const [slip] = await Promise.all([
    page.waitForEvent('popup'),
    detail.getByRole('button', { name: '打印发货单' }).click(),
  ]);
  await expect(slip.getByTestId('delivery-slip')).toContainText('王五');
  const a4 = await printed(slip, 'delivery-slip-a4');
  expect(a4).toHaveLength(1);
  expect(near(a4[0]?.width ?? 0, mm(210)) && near(a4[0]?.height ?? 0, mm(297))).toBe(true);
  for (const text of [
    '发货单',
    first.identification,
    '王五',
    '文三路3号',
    `白瓷茶壶${tag}`,
    '136.00',
    '收货人签字',
  ])
    expect(a4[0]?.text).toContain(asPrinted(text));
  expect(a4[0]?.text).not.toContain('A4'); // the toolbar's paper choice stays on screen

  // The same slip on an 80 mm thermal roll, chosen on the page.
  await slip.getByLabel('纸张').click();
  await slip.getByTitle('80 毫米热敏纸').click();
  await expect(slip).toHaveURL(/paper=thermal80/);
  const roll = await printed(slip, 'delivery-slip-80mm');
  expect(near(roll[0]?.width ?? 0, mm(80))).toBe(true);
  expect(roll[0]?.text).toContain(first.identification);
  await slip.close();

  // From the list: both orders chosen, one slip a page, and one picking list for the two.
  await page.goto('/shop/indent');
  await shell.dismissCompleteInfo();
  const list = page.locator('[data-view="/shop/indent"]');
  for (const order of orders)
    await list
      .getByRole('row', { name: new RegExp(order.identification) })
      .getByRole('checkbox')
      .check();
  const [slips] = await Promise.all([
    page.waitForEvent('popup'),
    list.getByRole('button', { name: '打印发货单' }).click(),
  ]);
  await expect(slips.getByTestId('delivery-slip')).toHaveCount(2);
  const both = await printed(slips, 'delivery-slips-two-orders');
  expect(both).toHaveLength(2);
  // One order a page: each page names exactly one of the two.
  expect(both.map((p) => orders.filter((o) => p.text.includes(o.identification)).length)).toEqual([1, 1]);
  expect(both.some((p) => p.text.includes('王五')) && both.some((p) => p.text.includes('赵六'))).toBe(true);
  await slips.close();

  const [picking] = await Promise.all([
    page.waitForEvent('popup'),
    list.getByRole('button', { name: '打印拣货单' }).click(),
  ]);
  await expect(picking.getByTestId('picking-list')).toBeVisible();
  const [sheet] = await printed(picking, 'picking-list');
  for (const text of [
    '拣货单',
    '共 2 个订单，1 种商品，3 件',
    `白瓷茶壶${tag}`,
    first.identification,
    second.identification,
  ])
    expect(sheet?.text).toContain(asPrinted(text));
});

test('an asset form prints with its lines and approval trail, a verification as the sheet to walk with', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const tag = Date.now().toString(36);
  const admin = await adminApi(request);
  const unit = await admin.post<{ id: number }>('organization', { name: `打印单位${tag}` });
  const room = await admin.post<{ id: number }>('storageLocation/create', {
    name: `档案室${tag}`,
    code: `PR-${tag}`,
    pid: 0,
  });
  const classes = await admin.get<{ data: { id: number; code: string }[] }>('BaseDataList?page=1&limit=50');
  const classId = (classes.data.find((c) => c.code === '301') ?? classes.data[0])?.id;
  const register = (name: string, custodian: string) =>
    admin.post<{ id: number }>('assets/addassets', {
      name: `${name}${tag}`,
      base_data_id: classId,
      brand: '',
      model: '',
      unit: '台',
      quantity: 1,
      original_value: 120000,
      purchase_date: '2025-06-01',
      organization_id: unit.id,
      department_id: null,
      custodian,
      storage_location_id: room.id,
      ownership: 'self',
      attachments: [],
    });
  const cabinet = await register('文件柜', '孙八');
  const shredder = await register('碎纸机', '周九');
  await register('打印机', '吴十');

  // An intake form, approved: its print shows the lines, the trail and where to sign.
  const join = await admin.post<{ id: number; number: string }>('assetsJoin', {
    lines: [{ asset_id: cabinet.id }],
    reason: `归档入库${tag}`,
    storage_location_id: room.id,
  });
  await admin.post(`assetsJoin/submit/${join.id}`, {});
  await admin.post(`assetsJoin/approve/${join.id}`, { approved: true, opinion: '同意入库' });
  await page.goto(`/print/form/join/${join.id}`);
  await expect(page.getByTestId('form-print')).toContainText(join.number);
  const [form] = await printed(page, 'intake-form');
  for (const text of [
    '入仓单',
    join.number,
    `文件柜${tag}`,
    '孙八',
    '1,200.00',
    '审批记录',
    '同意入库',
    '审批人',
  ])
    expect(form?.text).toContain(asPrinted(text));

  // A verification over the room (the cabinet, held by the intake, may stay out of it): one result
  // recorded, the other left to fill in on paper.
  const campaign = await admin.post<{ id: number }>('verify', {
    reason: `年度盘点${tag}`,
    scope: 'place',
    scope_id: room.id,
  });
  await admin.post(`verify/submit/${campaign.id}`, {});
  await admin.post(`verify/approve/${campaign.id}`, { approved: true, opinion: '' });
  const running = await admin.get<{ number: string; lines: { id: number; asset_id: number }[] }>(
    `verify/${campaign.id}`,
  );
  const shredderLine = running.lines.find((l) => l.asset_id === shredder.id);
  await admin.post(`verify/check/${campaign.id}`, {
    lines: [{ line_id: shredderLine?.id, result: 'damaged' }],
  });
  await page.goto(`/print/form/verify/${campaign.id}`);
  await expect(page.getByTestId('form-print')).toContainText(running.number);
  const [verify] = await printed(page, 'verification-sheet');
  for (const text of ['资产盘点表', running.number, '按保管人汇总', '周九', '吴十', '损坏', '☐在位'])
    expect(verify?.text).toContain(asPrinted(text));

  // Label sheets: the size chosen is the label's size on paper, with the code and name on it.
  await page.goto('/assets/list');
  await shell.dismissCompleteInfo();
  const assets = page.locator('[data-view="/assets/list"]');
  await assets
    .getByRole('row', { name: new RegExp(`碎纸机${tag}`) })
    .getByRole('checkbox')
    .check();
  await assets.getByRole('button', { name: '打印标签' }).click();
  const sheetDialog = page.getByRole('dialog');
  await sheetDialog.getByLabel('标签尺寸').click();
  await page.getByTitle('大 100×60 毫米').click();
  const label = sheetDialog.getByTestId('asset-label');
  await expect(label).toHaveAttribute('data-size', 'large');
  const box = await label.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(Math.round(100 * (96 / 25.4)));
  const [labels] = await printed(page, 'label-sheet-large');
  expect(labels?.text).toContain(asPrinted(`碎纸机${tag}`));
  expect(labels?.text).not.toContain(asPrinted('标签尺寸')); // the dialog's frame stays on screen
});
