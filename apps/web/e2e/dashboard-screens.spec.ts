import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminApi, enableSandboxPayment, goodsOnSale, storefrontMember } from './support/shop-api';

/**
 * The dashboard, a statistics page with a date shortcut and the large screen on data made through the
 * real APIs: each chart must have drawn something, each screenshot is kept with the test's results,
 * and the large screen must look the same at 1920×1080 and 3840×2160 (scaled, not re-flowed).
 */

/** Shop and asset activity of today: goods, a member who views, favours and buys, and two assets. */
async function seedActivity(request: Parameters<typeof adminApi>[0], tag: string) {
  const admin = await adminApi(request);
  const good = await goodsOnSale(admin, {
    category: `屏幕${tag}`,
    name: `大屏台灯${tag}`,
    price: 8800,
    inventory: 50,
  });
  await enableSandboxPayment(admin);
  const member = await storefrontMember(request, `screen${tag}`);
  await member.post('visit', { good_id: good.id, source: 'h5' });
  await member.post('visit', { good_id: good.id, source: 'wechat' });
  await member.post('favourite', { good_id: good.id });
  for (const number of [1, 2]) {
    const order = await member.post<{ id: number }>('order', {
      lines: [{ good_id: good.id, number }],
      address: { consignee: '赵六', phone: '13800000002', region_code: '330106', address: '文三路 2 号' },
    });
    await member.post(`order/${order.id}/pay`, { way: 'online' });
  }
  const unit = await admin.post<{ id: number }>('organization', { name: `大屏单位${tag}` });
  const classes = await admin.get<{ data: { id: number; code: string }[] }>('BaseDataList?page=1&limit=50');
  const classId = (classes.data.find((c) => c.code === '301') ?? classes.data[0])?.id;
  const assets: { id: number }[] = [];
  // The old filing cabinet stays idle: the asset statistic's oldest age group.
  const old = `${new Date().getFullYear() - 12}-03-01`;
  for (const [name, bought] of [
    ['打印机', '2025-06-01'],
    ['会议桌', '2025-06-01'],
    ['文件柜', old],
  ] as const) {
    const asset = await admin.post<{ id: number }>('assets/addassets', {
      name: `${name}${tag}`,
      base_data_id: classId,
      brand: '',
      model: '',
      unit: '台',
      quantity: 1,
      original_value: 350000,
      purchase_date: bought,
      organization_id: unit.id,
      department_id: null,
      custodian: '钱七',
      storage_location_id: null,
      ownership: 'self',
      attachments: [],
    });
    assets.push(asset);
  }
  // The printer joins the public warehouse: this month's intake on the large screen.
  const warehouse = await admin.post<{ id: number }>('storageLocation/create', {
    name: `大屏仓库${tag}`,
    code: `SCR-${tag}`,
    pid: 0,
  });
  const join = await admin.post<{ id: number }>('assetsJoin', {
    lines: [{ asset_id: assets[0]?.id }],
    reason: '闲置入库',
    storage_location_id: warehouse.id,
  });
  await admin.post(`assetsJoin/submit/${join.id}`, {});
  await admin.post(`assetsJoin/approve/${join.id}`, { approved: true, opinion: '同意' });
  const form = await admin.get<{ task: { id: number } }>(`assetsJoin/${join.id}`);
  await admin.post(`task/complete/${form.task.id}`, {});
}

/** How much of each visible chart canvas under `scope` differs from its background colour (0–1). */
async function chartInk(page: Page, scope: string): Promise<number[]> {
  return page.locator(`${scope} canvas`).evaluateAll((canvases) =>
    (canvases as HTMLCanvasElement[])
      .filter((c) => c.width > 0 && c.height > 0 && c.getBoundingClientRect().width > 0)
      .map((canvas) => {
        const context = canvas.getContext('2d');
        if (!context) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const background = `${data[0]},${data[1]},${data[2]},${data[3]}`;
        let inked = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}` !== background) inked++;
        }
        return inked / (data.length / 4);
      }),
  );
}

async function keepScreenshot(page: Page, info: TestInfo, name: string): Promise<Buffer> {
  const shot = await page.screenshot({ path: info.outputPath(`${name}.png`) });
  await info.attach(name, { body: shot, contentType: 'image/png' });
  return shot;
}

/** Mean difference per channel (0–255) of two screenshots drawn at the same size in the page. */
async function screenshotDistance(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        return image;
      };
      const [x, y] = await Promise.all([load(first), load(second)]);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = 480;
        canvas.height = 270;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0, 480, 270);
        return context.getImageData(0, 0, 480, 270).data;
      };
      const p = pixels(x);
      const q = pixels(y);
      let sum = 0;
      for (let i = 0; i < p.length; i++) sum += Math.abs((p[i] ?? 0) - (q[i] ?? 0));
      return sum / p.length;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test('the dashboard, a statistics shortcut and the large screen draw their charts on real data', async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  void signedIn;
  await seedActivity(request, String(Date.now() % 1_000_000));

  // Dashboard: today's orders and the week chart.
  await page.goto('/dashboard');
  const dashboard = page.locator('[data-view="/dashboard"]');
  await expect(dashboard.getByText('今日订单')).toBeVisible();
  await expect(page.locator('.ant-card-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => Math.min(...(await chartInk(page, '[data-view="/dashboard"]'))), { timeout: 10_000 })
    .toBeGreaterThan(0.01);
  await keepScreenshot(page, info, 'dashboard');

  // Payments statistics: the "today" shortcut shows today's two paid orders per hour.
  await page.goto('/statistics/pay');
  const pay = page.locator('[data-view="/statistics/pay"]');
  await pay.getByText('今天', { exact: true }).click();
  await expect(pay.locator('.ant-table-row').first()).toBeVisible();
  const paidColumn = await pay
    .locator('.ant-table-thead th')
    .allTextContents()
    .then((heads) => heads.findIndex((h) => h.includes('支付订单')));
  expect(paidColumn).toBeGreaterThan(0);
  const paidPerHour = await pay
    .locator(`.ant-table-row td:nth-child(${paidColumn + 1})`)
    .allTextContents()
    .then((cells) => cells.map(Number));
  expect(paidPerHour.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
  expect(Math.min(...(await chartInk(page, '[data-view="/statistics/pay"]')))).toBeGreaterThan(0.01);
  await keepScreenshot(page, info, 'statistics-pay-today');

  // Asset utilisation: the warehouse's pool today, with the printer in it, and idle assets by age.
  await page.goto('/statistics/assets');
  const assets = page.locator('[data-view="/statistics/assets"]');
  await expect(assets.getByRole('columnheader', { name: '利用率（%）' })).toBeVisible();
  const oldest = assets.getByRole('row', { name: /闲置资产（按购置年限，截至今天） 10 年及以上/ });
  await expect(oldest).toBeVisible();
  expect(Number((await oldest.locator('td').nth(2).textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(
    1,
  );
  const poolColumn = await assets
    .locator('.ant-table-thead th')
    .allTextContents()
    .then((heads) => heads.indexOf('公物仓资产'));
  const today = new Date().toLocaleDateString('sv-SE');
  const todayRow = assets.getByRole('row', { name: new RegExp(`^${today} `) });
  expect(
    Number(await todayRow.locator(`td:nth-child(${poolColumn + 1})`).textContent()),
  ).toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => Math.min(...(await chartInk(page, '[data-view="/statistics/assets"]'))), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.01);
  await keepScreenshot(page, info, 'statistics-assets');

  // Large screen at 1920×1080: every panel draws, nothing overflows.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/dashboard/largeScreen');
  await expect(page.getByText('数据大屏').first()).toBeVisible();
  await expect
    .poll(async () => (await chartInk(page, 'body')).filter((ink) => ink > 0.01).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(6);
  const overflow = () =>
    page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
  expect(await overflow()).toEqual({ x: 0, y: 0 });
  const hd = await keepScreenshot(page, info, 'large-screen-1920x1080');

  // At 3840×2160 the same picture, twice the size.
  await page.setViewportSize({ width: 3840, height: 2160 });
  await expect
    .poll(async () => (await chartInk(page, 'body')).filter((ink) => ink > 0.01).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(6);
  expect(await overflow()).toEqual({ x: 0, y: 0 });
  const uhd = await keepScreenshot(page, info, 'large-screen-3840x2160');
  // Identical layouts differ only by resampling and the clock; a re-flowed or broken one by far more.
  expect(await screenshotDistance(page, hd, uhd)).toBeLessThan(12);
});
