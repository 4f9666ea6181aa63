import fs from 'node:fs';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The export button of a list page and its progress dialog, as a person drives them, in zh. */
export class ListExport {
  constructor(
    private readonly page: Page,
    private readonly view: Locator,
  ) {}

  /**
   * Presses 导出, waits for the export to finish (the dialog says so) and for the download it starts;
   * returns the download.
   */
  async run(): Promise<Download> {
    const pending = this.page.waitForEvent('download', { timeout: 30_000 });
    await this.view.getByRole('button', { name: /导\s*出/ }).click();
    const dialog = this.page.getByRole('dialog', { name: '导出当前列表' });
    await expect(dialog.getByText(/^导出完成，共 \d+ 行$/)).toBeVisible({ timeout: 30_000 });
    const download = await pending;
    await dialog.getByRole('button', { name: /关闭|Close/ }).click();
    return download;
  }

  /** The first sheet of a downloaded workbook, as rows of cell values (header first). */
  static async rows(download: Download): Promise<unknown[][]> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return rows;
  }
}
