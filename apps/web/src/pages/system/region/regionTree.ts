import type { RegionNode } from '../../../api/regions';

/** A table row of the lazy region tree; `children` is present (maybe still empty) when it has some. */
export interface RegionTreeRow extends RegionNode {
  children?: RegionTreeRow[];
}

/** Builds the visible tree from the children loaded so far, keyed by parent id (0 = provinces). */
export function buildRegionTree(
  loaded: ReadonlyMap<number, readonly RegionNode[]>,
  parentId = 0,
): RegionTreeRow[] {
  return (loaded.get(parentId) ?? []).map((node) =>
    node.has_children ? { ...node, children: buildRegionTree(loaded, node.id) } : { ...node },
  );
}
