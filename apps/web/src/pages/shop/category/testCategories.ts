import type { CategoryNode } from '@bo/contract';

/** A category as `GET category` returns it (named `C<id>`, a top-level leaf unless told otherwise). */
export const categoryNode = (overrides: Partial<CategoryNode> & Pick<CategoryNode, 'id'>): CategoryNode => ({
  pid: 0,
  name: `C${overrides.id}`,
  icon: '',
  sort: 0,
  level: 1,
  visible: 1,
  recommend: 0,
  specification_ids: [],
  brand_ids: [],
  goods_count: 0,
  created_at: '',
  updated_at: '',
  version: 1,
  children: [],
  ...overrides,
});
