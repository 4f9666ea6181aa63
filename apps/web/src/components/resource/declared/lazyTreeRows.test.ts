import { describe, expect, it } from 'vitest';
import { buildLazyTree } from './lazyTreeRows';

describe('buildLazyTree', () => {
  it('nests the loaded children with their depth and leaves unloaded parents expandable but empty', () => {
    const loaded = new Map([
      [
        0,
        [
          { id: 1, name: '北京市', code: '110000', parent_id: 0, has_children: true },
          { id: 2, name: '广东省', code: '440000', parent_id: 0, has_children: true },
        ],
      ],
      [1, [{ id: 3, name: '东城区', code: '110101', parent_id: 1, has_children: false }]],
    ]);
    const tree = buildLazyTree(loaded);
    expect(tree[0]).toMatchObject({ id: 1, level: 1 });
    expect(tree[0]?.children).toEqual([
      { id: 3, name: '东城区', code: '110101', parent_id: 1, has_children: false, level: 2 },
    ]);
    expect(tree[1]?.children).toEqual([]);
    expect(tree[0]?.children?.[0]).not.toHaveProperty('children');
  });
});
