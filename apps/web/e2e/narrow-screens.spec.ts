import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminApi, goodsOnSale, storefrontMember } from './support/shop-api';

/** How far the page scrolls sideways: 0 when everything fits the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A goods on sale, so the goods list has a row with actions. */
async function someGoods(request: Parameters<typeof adminApi>[0], tag: string) {
  const admin = await adminApi(request);
  return goodsOnSale(admin, { category: `窄屏${tag}`, name: `窄屏台灯${tag}`, price: 12900, inventory: 5 });
}

/** An order of everyday length for the goods `goodId`, placed by a new member: its number. */
async function someOrder(request: Parameters<typeof adminApi>[0], tag: string, goodId: number) {
  const member = await storefrontMember(request, `narrow${tag}`);
  const order = await member.post<{ identification: string }>('order', {
    lines: [{ good_id: goodId, number: 1 }],
    address: { consignee: '王五', phone: '13800000002', region_code: '330106', address: '文三路 2 号' },
  });
  return order.identification;
}

test.describe('on a phone (390 × 844)', () => {
  test('a list shows cards with the row actions in a menu, and the filters fold behind a button', async ({
    page,
    request,
    signedIn: shell,
  }) => {
    const tag = `${Date.now() % 100000}`;
    await someGoods(request, tag);
    // Signed in on a desktop window, then the window becomes a phone's: the layout follows at once.
    await page.setViewportSize({ width: 390, height: 844 });
    await shell.visit(`/shop/good?keyword=${encodeURIComponent(`窄屏台灯${tag}`)}`);
    const card = page.getByTestId('resource-card').filter({ hasText: `窄屏台灯${tag}` });
    await expect(card).toBeVisible();
    // The card names its key fields with their labels; no table squeezed beside it.
    await expect(card.getByText('价格', { exact: true })).toBeVisible();
    await expect(card.getByText('129.00')).toBeVisible();
    await expect(card.getByText('出售中')).toBeVisible();
    await expect(page.locator('.ant-table')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);

    await card.getByRole('button', { name: '操作' }).click();
    await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();

    // The filters wait behind a button that counts those in effect; the date range fits the phone.
    const filters = page.getByRole('button', { name: /筛选/ });
    await expect(filters).toHaveText(/筛选（1）/);
    await expect(page.getByRole('search')).toHaveCount(0);
    await filters.click();
    const search = page.getByRole('search');
    await expect(search.getByLabel('开始时间')).toBeVisible();
    await expect(search.getByLabel('结束时间')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await search.getByRole('button', { name: /重\s*置/ }).click();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(filters).toHaveText(/^筛选$/);
  });
});

/**
 * An asset with everyday values (a unit, a department-less custodian, a purchase date, a value): the
 * asset list's columns must fit them at 1440 px.
 */
async function someAsset(request: Parameters<typeof adminApi>[0], tag: string) {
  const admin = await adminApi(request);
  const unit = await admin.post<{ id: number }>('organization', { name: `市档案局${tag}` });
  const classes = await admin.get<{ data: { id: number; code: string }[] }>('BaseDataList?page=1&limit=50');
  await admin.post('assets/addassets', {
    name: `文件柜${tag}`,
    base_data_id: (classes.data.find((c) => c.code === '301') ?? classes.data[0])?.id,
    brand: '得力',
    model: 'M120',
    unit: '台',
    quantity: 1,
    original_value: 168000,
    purchase_date: '2024-05-01',
    organization_id: unit.id,
    department_id: null,
    custodian: '钱七',
    storage_location_id: null,
    ownership: 'self',
    attachments: [],
  });
}

/** What a laptop check made: its run tag and its order's number. */
interface Made {
  tag: string;
  order: string;
}

test.describe('on a laptop (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Each list shows records of everyday length made here (other specs' records, with their long run
  // tags, are theirs to lay out): the goods, the order and the asset made for the test, the first
  // administrator.
  const lists = [
    { path: '/shop/good', name: '商品列表', keyword: (made: Made) => `窄屏台灯${made.tag}` },
    { path: '/assets/list', name: '资产总览', keyword: (made: Made) => `文件柜${made.tag}` },
    { path: '/shop/indent', name: '订单管理', keyword: (made: Made) => made.order },
    { path: '/system/admin', name: '管理员', keyword: () => 'admin' },
  ];
  for (const { path, name, keyword } of lists) {
    test(`${name} shows every column beside the fixed actions column, with nothing to scroll`, async ({
      page,
      request,
      signedIn: shell,
    }) => {
      const tag = `${Date.now() % 100000}`;
      const goods = await someGoods(request, tag);
      await someAsset(request, tag);
      // A member's order only where it is listed: the storefront allows few sign-ups per address.
      const made = { tag, order: path === '/shop/indent' ? await someOrder(request, tag, goods.id) : '' };
      await shell.visit(`${path}?keyword=${encodeURIComponent(keyword(made))}`);
      await shell.settled(path);
      const table = page.locator(`[data-view="${path}"] .ant-table-content`);
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      const { hidden, overflow } = await table.evaluate((content) => {
        const headers = [...content.querySelectorAll('thead th')];
        const fixed = headers.filter((th) => th.classList.contains('ant-table-cell-fix-end'));
        const edge = Math.min(
          ...fixed.map((th) => th.getBoundingClientRect().left),
          content.getBoundingClientRect().right,
        );
        return {
          hidden: headers
            .filter((th) => !fixed.includes(th) && th.getBoundingClientRect().right > edge + 1)
            .map((th) => th.textContent),
          overflow: content.scrollWidth - content.clientWidth,
        };
      });
      expect(hidden).toEqual([]);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
