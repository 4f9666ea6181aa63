import type { LazyNode } from '@bo/contract';

/**
 * A table row of a lazy tree: the record with its depth from 1; `children` is present (maybe still
 * empty) when it holds some, so the table shows an expander there.
 */
export type LazyTreeRow = LazyNode & { level: number; children?: LazyTreeRow[] };

/** The visible tree from the levels loaded so far, keyed by parent id (0 at the top). */
export function buildLazyTree(
  loaded: ReadonlyMap<number, readonly LazyNode[]>,
  parentId = 0,
  level = 1,
): LazyTreeRow[] {
  return (loaded.get(parentId) ?? []).map((node) =>
    node.has_children
      ? { ...node, level, children: buildLazyTree(loaded, node.id, level + 1) }
      : { ...node, level },
  );
}
