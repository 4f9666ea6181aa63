import type { CategoryNode } from '@bo/contract';

/** Cascader options of the whole tree (goods filters and form). */
export function cascaderOptions(
  nodes: readonly CategoryNode[],
): { value: number; label: string; children?: ReturnType<typeof cascaderOptions> }[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.name,
    ...(n.children.length ? { children: cascaderOptions(n.children) } : {}),
  }));
}

/** Ids from the top down to `id` (a cascader's value), or [] when it is not in the tree. */
export function pathTo(nodes: readonly CategoryNode[], id: number): number[] {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = pathTo(n.children, id);
    if (below.length) return [n.id, ...below];
  }
  return [];
}

/**
 * The move a tree drop asks for: the new parent and its children's order with the dragged node placed
 * where it was dropped (`position` -1 before, 0 inside as first child, 1 after `target`).
 */
export function moveAfterDrop(
  nodes: readonly CategoryNode[],
  dragged: number,
  target: number,
  position: -1 | 0 | 1,
): { pid: number; ids: number[] } | null {
  const find = (
    list: readonly CategoryNode[],
    parent: number,
  ): { node: CategoryNode; parent: number; siblings: readonly CategoryNode[] } | null => {
    for (const n of list) {
      if (n.id === target) return { node: n, parent, siblings: list };
      const inner = find(n.children, n.id);
      if (inner) return inner;
    }
    return null;
  };
  const at = find(nodes, 0);
  if (!at || dragged === target) return null;
  if (position === 0) {
    return {
      pid: at.node.id,
      ids: [dragged, ...at.node.children.map((c) => c.id).filter((id) => id !== dragged)],
    };
  }
  const ids = at.siblings.map((s) => s.id).filter((id) => id !== dragged);
  const index = ids.indexOf(target) + (position === 1 ? 1 : 0);
  ids.splice(index, 0, dragged);
  return { pid: at.parent, ids };
}
