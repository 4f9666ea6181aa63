import { expect, test } from './support/fixtures';
import { adminApi, enableSandboxPayment } from './support/shop-api';

test('plug-ins: disable and re-enable one with confirmation, and edit settings generated from its schema', async ({
  page,
  request,
  signedIn: shell,
}) => {
  // Off on a fresh install (it moves no real money); its settings are edited below.
  await enableSandboxPayment(await adminApi(request));
  await shell.openFromMenu('系统', '插件管理');
  const sandbox = page.getByRole('row', { name: /沙箱在线支付/ });
  await expect(sandbox.getByText('已启用')).toBeVisible();

  // Switched off and on: the SMS log, which no other spec needs while it is off (specs run side by
  // side, and the storefront's specs pay through the sandbox).
  const sms = page.getByRole('row', { name: /短信通知（日志）/ });
  await expect(sms.getByText('已启用')).toBeVisible();
  await sms.getByRole('button', { name: '停用' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('停用后，该插件的菜单和接口将不可用');
  await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(sms.getByText('已停用')).toBeVisible();
  await sms.getByRole('button', { name: '启用' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(sms.getByText('已启用')).toBeVisible();

  await sandbox.getByRole('button', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/system\/plug-in\/edit\/\d+/);
  await page.getByLabel('商户号').fill('');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('请输入商户号')).toBeVisible();
  await page.getByLabel('商户号').fill('M-2026');
  await page.getByLabel('接口密钥').fill('secret-key-1');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('商户号')).toHaveValue('M-2026');
  await expect(page.getByLabel('接口密钥')).toHaveValue('');
  await expect(page.getByLabel('接口密钥')).toHaveAttribute('placeholder', '已保存，留空则不修改');
});
