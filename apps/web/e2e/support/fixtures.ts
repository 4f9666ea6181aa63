import { test as base, expect } from '@playwright/test';
import { ADMIN_PASSWORD, LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

interface Fixtures {
  loginPage: LoginPage;
  shell: Shell;
  /** Signs in as admin through the real login form and lands on the dashboard. */
  signedIn: Shell;
}

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  signedIn: async ({ loginPage, shell }, use) => {
    await loginPage.goto('/login');
    await loginPage.login('admin', ADMIN_PASSWORD());
    await shell.expectOnDashboard();
    await shell.dismissCompleteInfo();
    await use(shell);
  },
});

export { expect };
