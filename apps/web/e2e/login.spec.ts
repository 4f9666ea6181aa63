import { ADMIN_PASSWORD } from './pages/LoginPage';
import { expect, newSuperAdmin, test } from './support/fixtures';

test('a signed-out visitor is sent to login, slides the captcha, logs in and gets the menu from the server', async ({
  page,
  loginPage,
  shell,
}) => {
  await page.goto('/system/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fadmin$/);
  await expect(page.getByText('资产调剂共享平台').first()).toBeVisible();

  // The form refuses to submit before the slide is done.
  await page.getByPlaceholder('用户名').fill('admin');
  await page.getByPlaceholder('密码').fill(ADMIN_PASSWORD());
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('请完成滑动验证')).toBeVisible();

  await loginPage.goto('/login?redirect=%2Fsystem%2Fadmin');
  await loginPage.login('admin', ADMIN_PASSWORD());
  await expect(page).toHaveURL(/\/system\/admin$/);
  await expect(page).toHaveTitle('管理员 - 资产调剂共享平台');
  // Groups and pages come from the server's route map.
  for (const group of ['商城', '资产', '统计', '系统'])
    await expect(shell.sidebar.getByText(group, { exact: true })).toBeVisible();
  await expect(shell.menuItem('管理员')).toBeVisible();
  // Every server-delivered page is built now (PageOutlet.test covers the "not yet available" view).
  await page.goto('/statistics/age-sex');
  await expect(page.getByRole('button', { name: /导出 Excel/ })).toBeVisible();
});

test('a wrong password is refused with a message in the user language', async ({ page, loginPage }) => {
  await loginPage.goto('/login');
  await loginPage.login('admin', 'wrong-password');
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the complete-info dialog opens for an account without nickname and checks every rule', async ({
  page,
  loginPage,
  shell,
  playwright,
}, info) => {
  // An account of the test's own: the shared admin has a nickname (support/fixtures.ts).
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const own = await newSuperAdmin(request, `unnamed${Date.now() % 1_000_000}${info.workerIndex}`, '');
  await request.dispose();
  await loginPage.goto('/login');
  await loginPage.login(own.account, own.password);
  await shell.expectOnDashboard();
  const dialog = page.getByRole('dialog', { name: '完善个人信息' });
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  const save = dialog.getByRole('button', { name: /保\s*存/ });

  await save.click();
  await expect(page.getByText('未填写任何信息')).toBeVisible();
  await expect(dialog.getByText('昵称不能为空')).toBeVisible();

  await dialog.getByLabel('昵称').fill('新来的管理员');
  await dialog.getByLabel('手机号').fill('1380013800');
  await save.click();
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible();

  await dialog.getByLabel('手机号').fill('13800138000');
  await dialog.getByLabel('密码', { exact: true }).fill('abcdefghij1');
  await save.click();
  await expect(dialog.getByText('密码相关信息，请填写完整')).toBeVisible();

  await dialog.getByLabel('原密码').fill(own.password);
  await dialog.getByLabel('确认密码').fill('abcdefghij2');
  await save.click();
  await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();

  await dialog.getByLabel('原密码').fill('');
  await dialog.getByLabel('密码', { exact: true }).fill('');
  await dialog.getByLabel('确认密码').fill('');
  await save.click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText('新来的管理员');
});

test('the login page arrives compressed: its document, scripts and styles as brotli', async ({ page }) => {
  const encodings: Promise<[string, string | null]>[] = [];
  page.on('response', (response) => {
    if (['document', 'script', 'stylesheet'].includes(response.request().resourceType()))
      encodings.push(
        response.headerValue('content-encoding').then((e) => [new URL(response.url()).pathname, e]),
      );
  });
  await page.goto('/login');
  await expect(page.getByPlaceholder('用户名')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const received = await Promise.all(encodings);
  expect(received.length).toBeGreaterThan(3);
  expect(received.filter(([, encoding]) => encoding !== 'br')).toEqual([]);
});
