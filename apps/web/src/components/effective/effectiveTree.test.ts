import { describe, expect, it } from 'vitest';
import { abilitiesOnPage, effectiveTree, type HeldNode } from './effectiveTree';

/** A tree as `api(children…)`, `~` marking what is shown only for what lies below it. */
const outline = (nodes: readonly HeldNode[]): string[] =>
  nodes.map(
    (n) => `${n.held ? '' : '~'}${n.api}${n.children.length ? `(${outline(n.children).join(' ')})` : ''}`,
  );

describe('effective tree', () => {
  it('arranges held apis as the registry does, group → page → actions, in menu order', () => {
    const tree = effectiveTree(['BackupDownload', 'AdminCreate', 'System', 'AdminList', 'GoodList', 'Shop']);
    expect(outline(tree.groups)).toEqual([
      'Shop(GoodList)',
      'System(AdminList(AdminCreate) ~BackupList(BackupDownload))',
    ]);
    expect(tree.others).toEqual([]);
  });

  it('keeps keys unique and sets apart what the registry does not know', () => {
    const tree = effectiveTree(['GoodList', 'GoodDestroy', 'PluginThing']);
    expect(outline(tree.groups)).toEqual(['~Shop(GoodList(GoodDestroy))']);
    expect(tree.groups[0]?.children[0]?.children[0]?.key).toBe('Shop/GoodList/GoodDestroy');
    expect(tree.others).toEqual(['PluginThing']);
    expect(effectiveTree([])).toEqual({ groups: [], others: [] });
  });

  it("says which of a page's actions the permissions allow, and nothing for an unguarded page", () => {
    expect(abilitiesOnPage('BackupList', ['BackupList', 'BackupDownload'])).toEqual([
      { api: 'BackupList', page: true, allowed: true },
      { api: 'BackupCreate', page: false, allowed: false },
      { api: 'BackupDestroy', page: false, allowed: false },
      { api: 'BackupDownload', page: false, allowed: true },
      { api: 'BackupSchedule', page: false, allowed: false },
    ]);
    expect(abilitiesOnPage('ContentInfo', ['BackupList'])).toBeNull();
  });
});
