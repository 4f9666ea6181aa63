import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout: sidebar, top bar and tab bar (spec §2 "Layout"). */
export class Shell {
  constructor(private readonly page: Page) {}

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'sidebar' });
  }

  get tabs(): Locator {
    return this.page.getByRole('tablist');
  }

  tab(name: string | RegExp): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  /** A sidebar item by its title (its accessible name also holds the icon's name). */
  menuItem(title: string): Locator {
    return this.sidebar.getByRole('menuitem', { name: new RegExp(`(^|\\s)${title}$`) });
  }

  /** Opens a page from the sidebar: its group first, then the item. */
  async openFromMenu(group: string, item: string): Promise<void> {
    const entry = this.menuItem(item);
    if (!(await entry.isVisible())) await this.sidebar.getByText(group, { exact: true }).click();
    await entry.click();
    await expect(this.tab(new RegExp(`^${item}`))).toHaveAttribute('aria-selected', 'true');
  }

  async userMenu(item: string | RegExp): Promise<void> {
    const button = this.page.getByRole('button', { name: /用户菜单|User menu/ });
    const entry = this.page.getByRole('menuitem', { name: item });
    // On a busy machine a click can land while the dropdown is still opening and be lost; a click that
    // counted closes the dropdown, so try again until it has.
    await expect(async () => {
      if (!(await entry.isVisible())) await button.click();
      await entry.click({ timeout: 3_000 });
      await expect(entry).toBeHidden({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** The complete-info dialog opens 2 s after login while the account has no nickname; close it. */
  async dismissCompleteInfo(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: /完善个人信息|Complete your information/ });
    try {
      await dialog.waitFor({ state: 'visible', timeout: 3_000 });
    } catch {
      return; // the account already has a nickname
    }
    await dialog
      .getByRole('button', { name: /关闭|Close/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }

  async expectOnDashboard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.sidebar).toBeVisible();
  }
}
