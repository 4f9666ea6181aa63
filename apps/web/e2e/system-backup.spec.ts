import fs from 'node:fs';
import { BackupPage } from './pages/BackupPage';
import { expect, test } from './support/fixtures';

test('an admin creates a database backup, sees it listed once the progress completes, and downloads it', async ({
  page,
  signedIn: shell,
}) => {
  const backups = new BackupPage(page);
  await shell.openFromMenu('系统', '数据备份');

  const name = await backups.createDatabaseBackup();
  const row = backups.row(name);
  await expect(row).toBeVisible();
  await expect(row.getByText('数据库', { exact: true })).toBeVisible();
  await expect(row.getByText(/\d+(\.\d)? (B|KB|MB|GB)$/)).toBeVisible();

  const download = await backups.download(name);
  expect(download.suggestedFilename()).toBe(name);
  const file = await download.path();
  expect(fs.statSync(file).size).toBeGreaterThan(0);

  await backups.remove(name);
});

test('an admin schedules weekly backups, sees when the next runs after a reload, and deletes two backups at once', async ({
  page,
  signedIn: shell,
}) => {
  const backups = new BackupPage(page);
  await shell.openFromMenu('系统', '数据备份');
  await expect(backups.scheduleStatus.getByText('定时备份未开启')).toBeVisible();

  await backups.schedule('每周', '星期五');
  await expect(backups.scheduleStatus.getByText(/下次备份：\d{4}-\d{2}-\d{2} 02:00/)).toBeVisible();
  await page.reload();
  await shell.dismissCompleteInfo();
  await expect(backups.scheduleStatus.getByText(/下次备份：/)).toBeVisible();
  await expect(page.getByLabel('星期', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-select').getByText('星期五')).toBeVisible();

  const first = await backups.createDatabaseBackup();
  const second = await backups.createDatabaseBackup();
  await expect(
    backups.scheduleStatus.getByText(new RegExp(`^上次成功：.*${second.replace(/\./g, '\\.')}`)),
  ).toBeVisible();
  await backups.removeSelected([first, second]);

  await backups.schedule('关闭');
  await expect(backups.scheduleStatus.getByText('定时备份未开启')).toBeVisible();
});
