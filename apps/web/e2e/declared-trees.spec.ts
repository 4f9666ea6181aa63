import { type FieldSpec, PERMISSION_REGISTRY, resourceTexts, TREE_RESOURCES } from '@bo/contract';
import { expect, test } from './support/fixtures';

/**
 * Every declared tree resource in the browser, in zh: its menu page creates a record, adds one inside
 * it, keeps the outer one while it holds the inner one, edits and deletes, through the page and form
 * derived from its declaration. A grouped tree's records are made in a group made first on the page.
 */
for (const resource of TREE_RESOURCES) {
  test(`${resource.name}: its tree page adds inside, edits and deletes`, async ({
    page,
    signedIn: shell,
  }) => {
    const group = PERMISSION_REGISTRY.find((g) => g.api === resource.menu?.group);
    const path = `${group?.path}/${resource.menu?.path}`;
    const { groups } = resource.tree;
    const texts = resourceTexts(resource, 'zh');
    const [first, ...others] = resource.fieldNames.filter((name) => resource.fields[name]?.kind === 'text');
    const label = (name: string, fields: Readonly<Record<string, FieldSpec>> = resource.fields) =>
      (fields[name] as FieldSpec).label.zh;
    const stamp = `e2e-${Date.now().toString(36)}`;
    const view = page.locator(`[data-view="${path}"]`);

    /**
     * Fills the open form: the first text field with `name`, every other required text with its own value,
     * and on a new record the texts of a rule across fields too (a permission's api: letters and digits).
     */
    const fill = async (dialogName: string, name: string) => {
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByLabel(label(first as string)).fill(name);
      const creating = dialogName === texts.createTitle;
      for (const other of others) {
        const field = resource.fields[other] as FieldSpec & { required?: boolean };
        // Digits where only they are taken (a region's code), new on every run.
        const value = [`${name}-${other.length}`, `9${Date.now().toString().slice(-8)}`].find(
          (text) => !('pattern' in field) || !field.pattern || field.pattern.test(text),
        );
        if (field.required) await dialog.getByLabel(label(other)).fill(value ?? name);
        else if (creating && resource.rule?.fields.includes(other))
          await dialog.getByLabel(label(other)).fill(name.replace(/[^A-Za-z0-9]/g, ''));
      }
      return dialog;
    };
    const save = async (dialog: ReturnType<typeof page.getByRole>) => {
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await expect(dialog).toBeHidden();
    };
    const remove = async (row: ReturnType<typeof view.getByRole>) => {
      await row.getByRole('button', { name: '删除' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: '是' }).click();
    };

    await shell.visit(path);
    await shell.settled(path);
    // A grouped tree's "new" names what it makes: the group list has a "new" of its own.
    const create = view.getByRole('button', { name: groups ? texts.createTitle : /^新\s*增$/ });
    const groupItem = view.locator('.ant-list-item', { hasText: `${stamp}-g` });
    if (groups) {
      const [groupName] = groups.resource.fieldNames;
      await view.getByRole('button', { name: /^新\s*增$/ }).click();
      const dialog = page.getByRole('dialog', { name: resourceTexts(groups.resource, 'zh').createTitle });
      await dialog.getByLabel(label(groupName as string, groups.resource.fields)).fill(`${stamp}-g`);
      await save(dialog);
      await groupItem.getByRole('button', { name: `${stamp}-g` }).click();
    }
    await create.click();
    await save(await fill(texts.createTitle, stamp));
    const outer = view.getByRole('row', { name: new RegExp(stamp) }).first();
    await expect(outer).toBeVisible();

    // One text for every level where the tree has no deepest one.
    const addInside = typeof texts.addChild === 'string' ? texts.addChild : texts.addChild?.[1];
    const parentItem = (dialog: ReturnType<typeof page.getByRole>) =>
      dialog.locator('.ant-form-item', { hasText: label(resource.tree.parent) });
    let inside: ReturnType<typeof page.getByRole>;
    if (addInside) {
      await outer.getByRole('button', { name: addInside }).click();
      inside = await fill(texts.createTitle, `${stamp}-in`);
    } else {
      // Without "add inside" (permissions) a record goes inside another by picking its parent.
      await create.click();
      inside = await fill(texts.createTitle, `${stamp}-in`);
      await parentItem(inside).locator('.ant-select').click();
      await page.locator('.ant-select-tree-node-content-wrapper', { hasText: stamp }).first().click();
    }
    // The form opens inside the row it was asked from.
    await expect(parentItem(inside)).toContainText(stamp);
    await save(inside);
    const inner = view.getByRole('row', { name: new RegExp(`${stamp}-in`) });
    await expect(inner).toBeVisible();

    await remove(outer);
    await expect(page.locator('.ant-message-error')).toContainText('不能删除');
    await expect(outer).toBeVisible();

    await inner.getByRole('button', { name: '编辑' }).click();
    await save(await fill(texts.editTitle, `${stamp}-in2`));
    const edited = view.getByRole('row', { name: new RegExp(`${stamp}-in2`) });
    await expect(edited).toBeVisible();
    await remove(edited);
    await expect(edited).toBeHidden();
    await remove(outer);
    await expect(outer).toBeHidden();
    if (groups) {
      await remove(groupItem);
      await expect(groupItem).toBeHidden();
    }
  });
}
