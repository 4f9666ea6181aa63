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
