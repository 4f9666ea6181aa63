import { type CategoryNode, categoryResource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { parentOptions } from '../../../components/resource/declared/treeOptions';
import { moveAfterDrop, pathTo } from './categoryTree';
import { categoryNode } from './testCategories';

const node = (id: number, level: number, children: CategoryNode[] = []) =>
  categoryNode({ id, level, children });
const tree = [node(1, 1, [node(2, 2, [node(3, 3)]), node(4, 2)]), node(5, 1)];

describe('category tree helpers', () => {
  it('offers parents that keep the tree within three levels and never the category itself', () => {
    const options = parentOptions(tree, 2, categoryResource.tree.maxLevel, (n) => n.name);
    expect(options.map((o) => o.value)).toEqual([1, 5]);
    expect(options[0]?.children.map((o) => o.value)).toEqual([4]);
  });

  it('finds the path to a category', () => {
    expect(pathTo(tree, 3)).toEqual([1, 2, 3]);
    expect(pathTo(tree, 9)).toEqual([]);
  });

  it('turns a drop into the new parent and sibling order', () => {
    expect(moveAfterDrop(tree, 5, 2, -1)).toEqual({ pid: 1, ids: [5, 2, 4] });
    expect(moveAfterDrop(tree, 5, 4, 1)).toEqual({ pid: 1, ids: [2, 4, 5] });
    expect(moveAfterDrop(tree, 4, 2, 0)).toEqual({ pid: 2, ids: [4, 3] });
    expect(moveAfterDrop(tree, 5, 1, -1)).toEqual({ pid: 0, ids: [5, 1] });
    expect(moveAfterDrop(tree, 1, 1, 0)).toBeNull();
  });
});
