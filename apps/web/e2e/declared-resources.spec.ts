import { type FieldSpec, PERMISSION_REGISTRY, RESOURCES, resourceTexts } from '@bo/contract';
import type { Locator } from '@playwright/test';
import { PNG } from './support/files';
import { expect, test } from './support/fixtures';

/**
 * Every declared resource in the browser, in zh: its menu page lists, creates, edits and deletes a record
 * through the form and list derived from its declaration.
 */
for (const resource of RESOURCES) {
  test(`${resource.name}: its page creates, edits and deletes a record`, async ({
    page,
    signedIn: shell,
  }) => {
    const group = PERMISSION_REGISTRY.find((g) => g.api === resource.menu?.group);
    const path = `${group?.path}/${resource.menu?.path}`;
    const texts = resourceTexts(resource, 'zh');
    const [first] = resource.fieldNames.filter((name) => resource.fields[name]?.kind === 'text');
    expect(first, 'a declared resource to try has a text field').toBeDefined();
    // Found by its id (the field's name): its label may also name a tool of a rich-text editor (标题).
    const firstInput = (dialog: Locator) => dialog.locator(`[id="${first}"]`);
    const name = `e2e-${Date.now().toString(36)}`;

    await shell.visit(path);
    await shell.settled(path);
    const view = page.locator(`[data-view="${path}"]`);
    await view.getByRole('button', { name: /^新\s*增$/ }).click();
    let dialog = page.getByRole('dialog', { name: texts.createTitle });
    await firstInput(dialog).fill(name);
    // Every other required field gets a value: a text, formatted text, and a picture uploaded as a person
    // would. A text with a pattern 'e2e' does not fit (a language's code) gets small letters, new each run.
    const fitting = `q${Date.now()
      .toString(36)
      .replace(/[^a-z]/g, 'a')
      .slice(-2)}`;
    for (const other of resource.fieldNames.filter((n) => n !== first)) {
      const field = resource.fields[other] as FieldSpec;
      if (field.kind === 'text' && field.required)
        await dialog.getByLabel(field.label.zh).fill(field.pattern?.test('e2e') === false ? fitting : 'e2e');
    }
    for (const field of resource.fieldNames.map((n) => resource.fields[n] as FieldSpec)) {
      // Formatted text is typed into its editor.
      if (field.kind === 'richText' && field.required)
        await dialog
          .locator('.ant-form-item', { hasText: field.label.zh })
          .locator('.ProseMirror')
          .fill('e2e');
      if (field.kind === 'image' && field.required) {
        const item = dialog.locator('.ant-form-item', { hasText: field.label.zh });
        await item
          .locator('input[type=file]')
          .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: PNG });
        await expect(item.locator('img')).toBeVisible();
      }
    }
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    const row = view.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: '编辑' }).click();
    dialog = page.getByRole('dialog', { name: texts.editTitle });
    await firstInput(dialog).fill(`${name}-2`);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    const edited = view.getByRole('row', { name: new RegExp(`${name}-2`) });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: '删除' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '是' }).click();
    await expect(edited).toBeHidden();
  });
}
