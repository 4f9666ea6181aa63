import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { PNG } from './support/files';
import { expect, test } from './support/fixtures';
import { writeLabelVideo } from './support/label-video';
import { adminApi } from './support/shop-api';

// Chromium's fake camera plays this file. It is opened when the page starts capturing, so the test
// writes the label of the asset it registered before it turns the camera on; until then it is blank paper.
const CAMERA_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bo-walk-')), 'label.y4m');
writeLabelVideo(CAMERA_FILE, null);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});

type Admin = Awaited<ReturnType<typeof adminApi>>;
interface Line {
  id: number;
  asset_id: number;
  code: string;
  name: string;
  result: string | null;
  evidence: string[];
  remark: string;
}

/** Two assets in a room of their own, a third elsewhere, and a running verification of the room. */
async function runningCampaign(admin: Admin, tag: string) {
  const unit = await admin.post<{ id: number }>('organization', { name: `盘点单位${tag}` });
  const room = await admin.post<{ id: number }>('storageLocation/create', {
    name: `资料室${tag}`,
    code: `WK-${tag}`,
    pid: 0,
  });
  const classes = await admin.get<{ data: { id: number; code: string }[] }>('BaseDataList?page=1&limit=50');
  const classId = (classes.data.find((c) => c.code === '301') ?? classes.data[0])?.id;
  const register = (name: string, place: number | null) =>
    admin.post<{ id: number; code: string }>('assets/addassets', {
      name: `${name}${tag}`,
      base_data_id: classId,
      brand: '',
      model: '',
      unit: '台',
      quantity: 1,
      original_value: 99000,
      purchase_date: '2025-03-01',
      organization_id: unit.id,
      department_id: null,
      custodian: '钱七',
      storage_location_id: place,
      ownership: 'self',
      attachments: [],
    });
  await register('投影仪', room.id);
  await register('扫描仪', room.id);
  const elsewhere = await register('碎纸机', null);
  const campaign = await admin.post<{ id: number }>('verify', {
    reason: `扫码盘点${tag}`,
    scope: 'place',
    scope_id: room.id,
  });
  await admin.post(`verify/submit/${campaign.id}`, {});
  await admin.post(`verify/approve/${campaign.id}`, { approved: true, opinion: '' });
  const lines = async () => (await admin.get<{ lines: Line[] }>(`verify/${campaign.id}`)).lines;
  const detail = await admin.get<{ number: string; lines: Line[] }>(`verify/${campaign.id}`);
  const [first, second] = detail.lines;
  if (!first || !second) throw new Error('the campaign has both assets of the room');
  return { id: campaign.id, number: detail.number, first, second, elsewhere, lines };
}

/** antd spaces out a two-character Chinese label ("在 位"): the name is matched with or without it. */
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** A picture of the page as the phone shows it, kept with the test's results as `name`. */
async function keepShot(page: Page, name: string) {
  const info = test.info();
  const shot = await page.screenshot({ fullPage: true, path: info.outputPath(`${name}.png`) });
  await info.attach(name, { body: shot, contentType: 'image/png' });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a custodian walks a running verification with a phone: scans a label, marks it found, and records another offline', async ({
  page,
  context,
  request,
  signedIn: shell,
}) => {
  const tag = Date.now().toString(36);
  const admin = await adminApi(request);
  const campaign = await runningCampaign(admin, tag);
  const lineOf = async (lineId: number) => (await campaign.lines()).find((l) => l.id === lineId);
  const resultOf = async (lineId: number) => (await lineOf(lineId))?.result;
  writeLabelVideo(CAMERA_FILE, campaign.first.code);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/verify/walk/${campaign.id}`);
  await shell.dismissCompleteInfo();
  await expect(page.getByRole('heading', { name: `扫码盘点 ${campaign.number}` })).toBeVisible();
  await expect(page.getByTestId('walk-progress')).toHaveText('已盘 0 / 2');
  await expect(page.getByTestId('walk-queue')).toHaveText('待上传 0');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The camera reads the printed label: the asset shows, "found" goes to the server.
  await page.getByRole('button', { name: '打开摄像头扫码' }).click();
  const asset = page.getByTestId('walk-asset');
  await expect(asset).toContainText(campaign.first.name, { timeout: 20_000 });
  await expect(asset).toContainText(campaign.first.code);
  await expect(asset).toContainText(`资料室${tag}`);
  await expect(asset).toContainText('钱七');
  await expect(page.getByTestId('walk-current')).toContainText('未盘点');
  for (const name of ['在位', '损坏', '位置变动', '未找到']) {
    const box = await asset.getByRole('button', { name: named(name) }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  await asset.getByRole('button', { name: named('在位') }).click();
  await expect(page.getByTestId('walk-progress')).toHaveText('已盘 1 / 2');
  await expect(page.getByTestId('walk-current')).toContainText('在位');
  await expect.poll(() => resultOf(campaign.first.id)).toBe('found');
  await keepShot(page, 'walk-found');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '关闭摄像头' }).click();

  // Scanning the same asset again counts no second time.
  await page.getByLabel('资产编码').fill(campaign.first.code);
  await page.getByRole('button', { name: named('查找') }).click();
  await expect(page.getByTestId('walk-current')).toContainText('在位');
  await expect(page.getByTestId('walk-progress')).toHaveText('已盘 1 / 2');

  // Without network the next result, with a photo taken on the spot, waits in the queue and goes
  // (the photo uploaded as the line's evidence) when the network returns.
  await context.setOffline(true);
  await page.getByLabel('资产编码').fill(campaign.second.code);
  await page.getByRole('button', { name: named('查找') }).click();
  await expect(asset).toContainText(campaign.second.name);
  await asset
    .locator('input[type=file]')
    .setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
  await expect(asset).toContainText('已拍照：shelf.png');
  await asset.getByLabel('备注（可选）').fill('书架后面找过');
  await asset.getByRole('button', { name: named('未找到') }).click();
  await expect(page.getByTestId('walk-queue')).toHaveText('待上传 1');
  await expect(page.getByTestId('walk-progress')).toHaveText('已盘 2 / 2');
  expect(await resultOf(campaign.second.id)).toBeNull();
  await context.setOffline(false);
  await expect(page.getByTestId('walk-queue')).toHaveText('待上传 0');
  await expect.poll(() => resultOf(campaign.second.id)).toBe('missing');
  const sent = await lineOf(campaign.second.id);
  expect(sent?.evidence).toEqual([expect.stringMatching(/^\/uploads\/.+/)]);
  expect(sent).toMatchObject({ remark: '书架后面找过' });

  // In English and dark colours: the progress, the queue, and an asset that is not in this campaign.
  await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect.poll(() => page.locator('html').getAttribute('data-color-mode')).toBe('dark');
  const background = await page
    .locator('main.walk-page')
    .evaluate((e) => getComputedStyle(e).backgroundColor);
  const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
  expect(0.2126 * r + 0.7152 * g + 0.0722 * b, background).toBeLessThan(128);
  await expect(page.getByTestId('walk-progress')).toHaveText('Checked 2 / 2');
  await expect(page.getByTestId('walk-queue')).toHaveText('0 waiting to send');
  await page.getByLabel('Asset code').fill(campaign.elsewhere.code);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('walk-not-in-campaign')).toHaveText(
    `碎纸机${tag} (${campaign.elsewhere.code}) is not in this verification`,
  );
  await keepShot(page, 'walk-dark-en');
});
