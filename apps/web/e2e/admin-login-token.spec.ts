import { Shell } from './pages/Shell';
import { expect, test } from './support/fixtures';
import { adminApi } from './support/shop-api';

test('a super admin issues a login token whose link signs a fresh browser in as that admin, once', async ({
  page,
  signedIn,
  browser,
  request,
}) => {
  // The account the token is for, made through the API: an editor with a nickname (no prompt on sign-in).
  const api = await adminApi(request);
  const roles = await api.get<{ data: { id: number; code: string }[] }>('manage?limit=200');
  const editor = roles.data.find((r) => r.code === 'editor');
  const account = `tok${Date.now() % 1_000_000}`;
  await api.post('admin', {
    account,
    password: 'Token12345pass',
    nickname: '令牌测试员',
    role_ids: [editor?.id],
    data_scope: 'all',
  });

  await signedIn.openFromMenu('系统', '管理员');
  const row = page.getByRole('row', { name: new RegExp(account) });
  await row.getByRole('button', { name: '登录令牌' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `为 ${account} 签发登录令牌？` });
  await expect(confirm.getByText(/5 分钟内有效，只能使用一次/)).toBeVisible();
  await confirm.getByRole('button', { name: /签\s*发/ }).click();

  const issued = page.getByRole('dialog').filter({ hasText: `${account} 的登录令牌` });
  const link = await issued.getByLabel('登录链接').inputValue();
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/tokenlogin\\?token=[\\w%.-]+$`));
  await expect(
    issued.getByText(/^有效期至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d（5 分钟），只能使用一次$/),
  ).toBeVisible();

  // Opened where nobody is signed in: it lands on the dashboard as the target account.
  const fresh = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await new Shell(other).expectOnDashboard();
    await expect(other.getByRole('button', { name: /用户菜单/ })).toContainText('令牌测试员');

    // The same link a second time, in yet another browser: refused.
    const again = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await again.goto(link);
    await expect(again.getByText('登录令牌无效或已使用').first()).toBeVisible();
    await again.context().close();
  } finally {
    await fresh.close();
  }

  // The super admin is still signed in as itself.
  await expect(page.getByRole('button', { name: /用户菜单/ })).not.toContainText('令牌测试员');
});
