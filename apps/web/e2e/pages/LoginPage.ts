import { expect, type Page } from '@playwright/test';
import { captchaAnswer } from '../support/captcha-oracle';

/** The login form with its slide captcha (/login and the area variants). */
export class LoginPage {
  private challengeKey: Promise<string> | null = null;

  constructor(private readonly page: Page) {}

  /** Opens a login route and remembers which captcha challenge the page loaded. */
  async goto(path = '/login'): Promise<void> {
    this.watchChallenge();
    await this.page.goto(path);
  }

  private watchChallenge(): void {
    this.challengeKey = this.page
      .waitForResponse((r) => r.url().includes('/api/v1/admin/auth/code') && r.request().method() === 'GET')
      .then(async (r) => ((await r.json()) as { message: { key: string } }).message.key);
  }

  get slider() {
    return this.page.getByRole('slider');
  }

  /** Drags the slider with the mouse until the piece sits over the gap, and waits for the verdict. */
  async solveCaptcha(): Promise<void> {
    if (!this.challengeKey) throw new Error('call goto() first');
    const answer = captchaAnswer(await this.challengeKey);
    const slider = this.slider;
    await expect(slider).toBeEnabled();
    await expect(slider).not.toHaveAttribute('aria-valuemax', '0');
    const box = await slider.boundingBox();
    if (!box) throw new Error('slider not visible');
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(startX, y);
    await this.page.mouse.down();
    // Move like a hand does: in steps, correcting by what the slider reports, then let go.
    let x = startX;
    for (let i = 0; i < 40; i++) {
      const now = Number(await slider.getAttribute('aria-valuenow'));
      const delta = answer - now;
      if (Math.abs(delta) <= 1 && i > 0) break;
      x += Math.max(-20, Math.min(20, delta * 0.8));
      await this.page.mouse.move(x, y, { steps: 2 });
    }
    await this.page.mouse.up();
    await expect(this.page.getByText(/^(验证通过|Verified)$/)).toBeVisible();
  }

  async login(username: string, password: string): Promise<void> {
    await this.page.getByPlaceholder(/用户名|Username/).fill(username);
    await this.page.getByPlaceholder(/密码|Password/).fill(password);
    await this.solveCaptcha();
    await this.page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  }
}

export const ADMIN_PASSWORD = () => process.env.E2E_ADMIN_PASSWORD as string;
