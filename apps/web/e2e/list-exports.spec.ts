import { ListExport } from './pages/ListExport';
import { expect, test } from './support/fixtures';
import { adminApi } from './support/shop-api';

test('an admin exports the member list: the file downloads once the progress completes and holds the member', async ({
  page,
  request,
  signedIn: shell,
}) => {
  const account = `xp${Date.now().toString(36)}`;
  const admin = await adminApi(request);
  await admin.post('member', {
    account,
    nickname: '=HYPERLINK("http://evil","x")',
    gender: 1,
    email: '',
    phone: '',
    password: 'Pass1234',
    avatar: '',
    state: 1,
  });

  await shell.openFromMenu('商城', '会员管理');
  const members = page.locator('[data-view="/shop/member"]');
  await expect(members.getByRole('row', { name: new RegExp(account) })).toBeVisible();

  const download = await new ListExport(page, members).run();
  expect(download.suggestedFilename()).toMatch(/^member-\d{8}T\d{6}\.xlsx$/);
  const rows = await ListExport.rows(download);
  expect(rows[0]).toEqual(expect.arrayContaining(['账号', '余额']));
  const row = rows.find((r) => r.includes(account));
  expect(row).toBeDefined();
  // The formula-looking nickname stays text.
  expect(row).toContain('\'=HYPERLINK("http://evil","x")');
});
