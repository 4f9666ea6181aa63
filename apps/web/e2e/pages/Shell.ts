import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout: sidebar, top bar and tab bar. */
export class Shell {
  /** The nickname in the latest userInfo response: the complete-info prompt opens only without one. */
  private nickname: Promise<string> | null = null;

  constructor(private readonly page: Page) {
    page.on('response', (response) => {
      if (!response.ok() || !new URL(response.url()).pathname.endsWith('/userInfo')) return;
      this.nickname = response
        .json()
        .then((body: { message?: { nickname?: string | null } }) => body.message?.nickname ?? '')
        .catch(() => '');
    });
  }

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: /侧边栏|Sidebar/ });
  }

  /** The bar of open pages (a page may have tabs of its own). */
  get tabs(): Locator {
    return this.page.getByRole('tablist', { name: /已打开的页面|Open pages/ });
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

  /**
   * Goes to a path inside the running app, as a link or the menu would (no page load): the router follows
   * the history entry on `popstate`.
   */
  async visit(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /**
   * Waits until the view of `path` is the one shown and nothing on the page is loading. Checked on every
   * animation frame: a page walk would otherwise spend most of its time in expect's back-off.
   */
  async settled(path: string, timeout = 15_000): Promise<void> {
    try {
      await this.page.waitForFunction(
        (p) => {
          const view = document.querySelector(`[data-view="${p}"]`);
          return view instanceof HTMLElement && !view.hidden && !document.querySelector('.ant-spin-spinning');
        },
        path,
        { timeout },
      );
    } catch (error) {
      throw new Error(`${path} did not finish loading in ${timeout} ms`, { cause: error });
    }
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
    // Without this an admin who has a nickname would cost every sign-in the prompt's whole delay.
    await expect.poll(() => this.nickname !== null, { message: 'userInfo was loaded' }).toBe(true);
    if (await this.nickname) return;
    const dialog = this.page.getByRole('dialog', { name: /完善个人信息|Complete your information/ });
    try {
      await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    } catch {
      return; // a page where the prompt stays away (the wall display)
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
