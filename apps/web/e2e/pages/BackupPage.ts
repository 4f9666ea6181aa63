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

  get scheduleStatus(): Locator {
    return this.page.getByTestId('backup-schedule-status');
  }

  /** Saves a schedule (每天 / 每周 on a weekday / 关闭) through the schedule card. */
  async schedule(frequency: '关闭' | '每天' | '每周', weekday?: string): Promise<void> {
    await this.page.getByText(frequency, { exact: true }).click();
    if (weekday) {
      await this.page.getByLabel('星期', { exact: true }).click();
      await this.page.locator('.ant-select-dropdown').getByText(weekday, { exact: true }).click();
    }
    await this.page.getByRole('button', { name: '保存计划' }).click();
    await expect(this.page.getByText('备份计划已保存')).toBeVisible();
  }

  /** Ticks the rows of `names`, deletes them in one go through the confirmation. */
  async removeSelected(names: readonly string[]): Promise<void> {
    for (const name of names) await this.row(name).getByRole('checkbox').check();
    await this.page.getByRole('button', { name: '批量删除' }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: /是/ }).click();
    for (const name of names) await expect(this.row(name)).toHaveCount(0);
  }
}
