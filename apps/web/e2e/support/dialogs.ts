import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * Presses the OK button of `dialog` and waits until it has closed. A dialog the server refused stays
 * open (its toast is gone after 5 s): the failure then names the refused requests. On a busy machine a
 * press can land while the dialog is still opening and be lost (no request is made, the dialog stays
 * open and idle): it is then pressed again, as a person would.
 */
export async function confirmDialog(page: Page, dialog: Locator, timeout = 20_000): Promise<void> {
  const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
  const refused: string[] = [];
  const watch = async (response: Response) => {
    if (response.status() < 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = await response.text().catch(() => '');
    refused.push(
      `${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()} ${body}`,
    );
  };
  page.on('response', watch);
  try {
    const deadline = Date.now() + timeout;
    for (;;) {
      if ((await dialog.isVisible()) && (await ok.isEnabled()))
        await ok.click({ timeout: 3_000 }).catch(() => {});
      try {
        await expect(dialog).toBeHidden({ timeout: 5_000 });
        return;
      } catch (error) {
        if (refused.length > 0 || Date.now() > deadline)
          throw new Error(`the dialog stayed open; ${refused.join('; ') || 'no request was refused'}`, {
            cause: error,
          });
      }
    }
  } finally {
    page.off('response', watch);
  }
}

/**
 * Opens a menu with `open`, presses `pick` in it and waits for `outcome`. A press that lands while the
 * menu is still sliding in can miss its item (the menu stays open, nothing is chosen): the menu is then
 * closed and the whole choice made again, as a person would, up to three times.
 */
export async function chooseFromMenu(
  page: Page,
  open: () => Promise<void>,
  pick: Locator,
  outcome: Locator,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await open();
    await pick.click();
    try {
      await expect(outcome).toBeVisible({ timeout: attempt < 3 ? 3_000 : 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
