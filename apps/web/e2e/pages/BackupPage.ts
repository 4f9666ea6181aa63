import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** The BackupList page (数据备份) as a person drives it, in zh. */
export class BackupPage {
  constructor(private readonly page: Page) {}

  get progress(): Locator {
    return this.page.getByTestId('backup-progress');
  }

  row(name: string): Locator {
    return this.page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) });
  }

  /** Starts a database backup and waits for its progress bar to reach the end; returns the file name. */
  async createDatabaseBackup(): Promise<string> {
    await this.page.getByRole('button', { name: /备份数据库/ }).click();
    await expect(this.progress).toBeVisible();
    const done = this.progress.getByText(/^备份完成：/);
    await expect(done).toBeVisible({ timeout: 30_000 });
    const text = (await done.textContent()) ?? '';
    const name = text.replace(/^备份完成：/, '').trim();
    expect(name).toMatch(/^db-\d{8}-\d{6}-[0-9a-f]{6}\.(sqlite|dump)$/);
    return name;
  }

  /** Clicks the row's download link and returns the browser's download. */
  async download(name: string): Promise<Download> {
    const pending = this.page.waitForEvent('download');
    await this.row(name)
      .getByRole('button', { name: /下\s*载/ })
      .click();
    return pending;
  }

  /** Deletes a backup through its confirmation. */
  async remove(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: /是/ }).click();
    await expect(this.row(name)).toHaveCount(0);
  }
}
