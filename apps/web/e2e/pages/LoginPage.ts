import { expect, type Page } from '@playwright/test';
import { captchaAnswer } from '../support/captcha-oracle';
import { pastRateLimit } from '../support/rate-limit';

/** The login form with its slide captcha (/login and the area variants). */
export class LoginPage {
  /**
   * One entry per challenge the page has loaded, in the order the responses came. A response of a page
   * that was navigated away from may no longer have a body to read: it resolves to null and is skipped.
   */
  private readonly challenges: Promise<string | null>[] = [];

  constructor(private readonly page: Page) {
    page.on('response', (r) => {
      if (!r.url().includes('/api/v1/admin/auth/code') || r.request().method() !== 'GET') return;
      this.challenges.push(
        r.json().then(
          (body: { message?: { key?: string } }) => body.message?.key ?? null,
          () => null,
        ),
      );
    });
  }

  /** Opens a login route (its captcha challenge is recorded by the response listener). */
  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
  }

  /** The key of the challenge the page shows now: the last one it loaded whose body could be read. */
  private async currentChallenge(): Promise<string> {
    const keys = await Promise.all(this.challenges);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (key) return key;
    }
    throw new Error('the page has loaded no captcha challenge');
  }

  get slider() {
    return this.page.getByRole('slider');
  }

  /** Drags the slider with the mouse until the piece sits over the gap, and waits for the verdict. */
  async solveCaptcha(): Promise<void> {
    const slider = this.slider;
    // Enabled once the page holds a challenge, so its response has been recorded by then.
    await expect(slider).toBeEnabled();
    await expect(slider).not.toHaveAttribute('aria-valuemax', '0');
    const answer = captchaAnswer(await this.currentChallenge());
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
    // Refused by the login rate limit (both workers sign in from one address), the form gets a fresh
    // captcha: it is solved again once the seconds the server named have passed.
    await pastRateLimit(async () => {
      await this.solveCaptcha();
      const answer = this.page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/admin/login') && r.request().method() === 'POST',
      );
      await this.page.getByRole('button', { name: /登\s*录|Log in/ }).click();
      return (await answer).json().catch(() => ({}));
    });
  }
}

export const ADMIN_PASSWORD = () => process.env.E2E_ADMIN_PASSWORD as string;
