import { describe, expect, it } from 'vitest';
import { fieldPathLabel } from './field-path.js';

describe('fieldPathLabel', () => {
  it('names a plain field by its label', () => {
    expect(fieldPathLabel('en', 'name')).toBe('Name');
    expect(fieldPathLabel('zh', 'name')).toBe('名称');
  });

  it('names a field of a list item with the item number, 1-based', () => {
    expect(fieldPathLabel('en', 'blocks.3.limit')).toBe('Number of goods of block 4');
    expect(fieldPathLabel('zh', 'blocks.3.limit')).toBe('第 4 个模块的商品数量');
    expect(fieldPathLabel('en', 'blocks.0')).toBe('Block 1');
    expect(fieldPathLabel('en', 'blocks.1.filter.brand_id')).toBe('Brand of block 2');
  });

  it('composes nested lists', () => {
    expect(fieldPathLabel('en', 'blocks.2.items.0.link')).toBe('Link of slide 1 of block 3');
    expect(fieldPathLabel('zh', 'blocks.2.items.0.link')).toBe('第 3 个模块的第 1 张图片的链接');
  });

  it('falls back to a generic wording for lists without their own texts', () => {
    expect(fieldPathLabel('en', 'role_ids.1')).toBe('Roles #2');
    expect(fieldPathLabel('en', 'role_ids.1.name')).toBe('Name of Roles #2');
  });
});
