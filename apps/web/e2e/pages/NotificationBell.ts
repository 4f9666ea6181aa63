import { expect, type Locator, type Page } from '@playwright/test';

/** The top bar's notification bell and its dropdown, in zh or en. */
export class NotificationBell {
  readonly button: Locator;

  constructor(private readonly page: Page) {
    this.button = page.getByTestId('notification-bell');
  }

  /** The bell says how many are unread (none: just its name). */
  async expectUnread(count: number, lang: 'zh' | 'en' = 'zh'): Promise<void> {
    const name = lang === 'zh' ? '消息通知' : 'Notifications';
    const unread = lang === 'zh' ? `${count} 条未读` : `${count} unread`;
    await expect(this.button).toHaveAccessibleName(count ? `${name}, ${unread}` : name, { timeout: 20_000 });
  }

  /** Opens the dropdown; returns it. */
  async open(): Promise<Locator> {
    await this.button.click();
    const popup = this.page.locator('.ant-popover').filter({ has: this.page.getByRole('navigation') });
    await expect(popup).toBeVisible();
    return popup;
  }
}
