/** Rows with `id`/`pid` as a forest (pid 0 or an unknown parent makes a root), keeping the rows' order. */
export function buildTree<T extends { id: number; pid: number }>(
  rows: readonly T[],
): (T & { children: (T & { children: unknown[] })[] })[] {
  type Node = T & { children: Node[] };
  const nodes: Node[] = rows.map((row) => ({ ...row, children: [] }));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: Node[] = [];
  for (const node of nodes) (byId.get(node.pid)?.children ?? roots).push(node);
  return roots;
}
