import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './Shell';

/** The System pages (roles, administrators) as a person drives them, in zh. */
export class SystemPages {
  private readonly shell: Shell;

  constructor(private readonly page: Page) {
    this.shell = new Shell(page);
  }

  /** Opens a page by URL; the complete-info prompt of a nickname-less admin comes back on every load. */
  private async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.shell.dismissCompleteInfo();
  }

  private get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  private field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  private async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Creates a role holding exactly the permissions whose tree titles are given (and their groups). */
  async createRole(name: string, code: string, permissions: string[]): Promise<void> {
    await this.open('/system/manage');
    await this.page.getByRole('button', { name: /新\s*增/ }).click();
    await this.field('名称').fill(name);
    await this.field('编码').fill(code);
    for (const title of permissions) {
      await this.dialog
        .locator('.ant-tree-treenode', { has: this.page.getByTitle(title, { exact: true }) })
        .locator('.ant-tree-checkbox')
        .click();
    }
    await this.save();
    await expect(this.page.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  /** Creates an administrator with one role. */
  async createAdmin(account: string, password: string, role: string): Promise<void> {
    await this.open('/system/admin');
    await this.page.getByRole('button', { name: /新\s*增/ }).click();
    await this.field('账号').fill(account);
    await this.field('密码').fill(password);
    await this.field('昵称').fill(`${account} 昵称`);
    await this.field('角色').click();
    await this.page.locator('.ant-select-item-option', { hasText: role }).click();
    await this.page.keyboard.press('Escape');
    await this.save();
    await expect(this.page.getByRole('cell', { name: account, exact: true })).toBeVisible();
  }
}
