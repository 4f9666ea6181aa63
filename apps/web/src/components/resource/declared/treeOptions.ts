/** A record of a tree as the parent picker reads it. */
export interface PickableNode {
  id: number;
  level: number;
  children: readonly PickableNode[];
}

export interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/**
 * TreeSelect options of the records a record may move under: never itself or what it holds, and only
 * those above `maxLevel` (a record at the deepest level holds nothing).
 */
export function parentOptions<N extends PickableNode>(
  nodes: readonly N[],
  excluded: number | null,
  maxLevel: number,
  title: (node: N) => string,
): ParentOption[] {
  return nodes
    .filter((n) => n.id !== excluded && n.level < maxLevel)
    .map((n) => ({
      value: n.id,
      title: title(n),
      children: parentOptions(n.children as readonly N[], excluded, maxLevel, title),
    }));
}
