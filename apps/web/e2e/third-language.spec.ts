import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminApi } from './support/shop-api';

type Catalog = { [key: string]: string | Catalog };

/** A catalog file as the languages page takes it. */
const jsonFile = (catalog: Catalog) => ({
  name: 'ja.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(catalog)),
});

const group = (catalog: Catalog, key: string) => catalog[key] as Catalog;

test('an administrator adds Japanese with a catalog, and the whole interface is shown in it', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const admin = await adminApi(request);
  const { id } = await admin.post<{ id: number }>('language', { name: '日本語', code: 'ja', sort: 3 });
  try {
    // The template a translator gets: the English catalog, a few of its texts translated.
    const english = (await (await request.get('/api/v1/admin/language/catalog/en')).json())
      .message as Catalog;
    const japanese: Catalog = structuredClone(english);
    group(japanese, 'route').System = 'システム';
    group(japanese, 'route').LanguageList = '言語管理';
    group(group(japanese, 'system'), 'language').upload = '言語パックをアップロード';

    await shell.openFromMenu('系统', '语言管理');
    const row: Locator = page.getByRole('row', { name: /日本語/ });
    await expect(row.getByText('无：不提供切换')).toBeVisible();

    // Without the sidebar's group, the catalog is refused and the dialog names the key.
    const lacking: Catalog = structuredClone(japanese);
    delete group(lacking, 'route').System;
    await row.locator('input[type=file]').setInputFiles(jsonFile(lacking));
    const refused = page.locator('.ant-modal', { hasText: '语言包未保存' });
    await expect(refused.getByText('缺少 route.System')).toBeVisible();
    await refused.getByRole('button', { name: '关闭' }).last().click();
    await expect(refused).toBeHidden();

    await row.locator('input[type=file]').setInputFiles(jsonFile(japanese));
    await expect(page.getByText(/^语言包已保存/)).toBeVisible();
    await expect(row.getByText('完整')).toBeVisible();

    // The navbar's switch now offers it; the page comes back in Japanese, English where not translated.
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(shell.sidebar.getByText('システム', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(shell.sidebar.getByText('Shop', { exact: true })).toBeVisible();
    const languages = page.getByRole('row', { name: /日本語/ });
    await expect(languages.getByRole('button', { name: '言語パックをアップロード' })).toBeVisible();
    // antd's own texts follow the code: the pagination's page size in Japanese.
    await expect(page.getByText('10 件 / ページ')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('ja');

    // The login page offers it too.
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByText('日本語', { exact: true })).toBeVisible();
  } finally {
    await admin.post(`language/destroy/${id}`, {});
  }
});
