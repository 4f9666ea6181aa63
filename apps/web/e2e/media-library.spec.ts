import { bannerResource, resourceTexts } from '@bo/contract';
import type { Locator, Page } from '@playwright/test';
import { uploadPicture } from './support/files';
import { expect, test } from './support/fixtures';

const LIBRARY = '/system/media';
const BANNERS = '/shop/banner';

/** Searches the list or picker in `scope` for `keyword` by its keyword field. */
async function search(scope: Locator, keyword: string): Promise<void> {
  const field = scope.getByLabel('关键词');
  await field.fill(keyword);
  await field.press('Enter');
}

async function openLibrary(
  page: Page,
  shell: { visit(p: string): Promise<void>; settled(p: string): Promise<void> },
) {
  await shell.visit(LIBRARY);
  await shell.settled(LIBRARY);
  return page.locator(`[data-view="${LIBRARY}"]`);
}

test('an uploaded picture is in the media library, is chosen for a banner, and cannot be deleted while the banner uses it', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const stamp = `e2e-lib-${Date.now().toString(36)}`;
  const url = await uploadPicture(request, `${stamp}.png`);

  let library = await openLibrary(page, shell);
  await search(library, stamp);
  let row = library.getByRole('row', { name: new RegExp(stamp) });
  await expect(row).toBeVisible();
  await expect(row.getByText('未使用')).toBeVisible();
  await expect(row.getByRole('img', { name: `${stamp}.png` })).toBeVisible();

  // The banner form's picture field takes the file from the library.
  await shell.visit(BANNERS);
  await shell.settled(BANNERS);
  await page
    .locator(`[data-view="${BANNERS}"]`)
    .getByRole('button', { name: /^新\s*增$/ })
    .click();
  const form = page.getByRole('dialog', { name: resourceTexts(bannerResource, 'zh').createTitle });
  await form.locator('[id="name"]').fill(stamp);
  const picture = form.locator('.ant-form-item', { hasText: '图片' });
  await picture.getByRole('button', { name: /从媒体库选择/ }).click();
  const picker = page.getByRole('dialog', { name: '从媒体库选择' });
  await search(picker, stamp);
  await picker.getByRole('button', { name: `${stamp}.png` }).click();
  await picker.getByRole('button', { name: '使用所选' }).click();
  await expect(picker).toBeHidden();
  await expect(picture.locator('img').first()).toHaveAttribute('src', url);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();

  library = await openLibrary(page, shell);
  await search(library, stamp);
  row = library.getByRole('row', { name: new RegExp(stamp) });
  await expect(row.getByRole('link', { name: `轮播: ${stamp}` })).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '是' }).click();
  await expect(page.getByText(`该文件正在使用中，不能删除：轮播 “${stamp}”`)).toBeVisible();
  await expect(row).toBeVisible();
});
