import type { PowerNode } from '../../../api/powers';

/** Walks a permission tree depth first. */
export function walkPowers(
  nodes: readonly PowerNode[],
  visit: (node: PowerNode, parents: PowerNode[]) => void,
) {
  const go = (list: readonly PowerNode[], parents: PowerNode[]) => {
    for (const node of list) {
      visit(node, parents);
      if (node.children?.length) go(node.children, [...parents, node]);
    }
  };
  go(nodes, []);
}

/** Every id of the tree. */
export function allPowerIds(nodes: readonly PowerNode[]): number[] {
  const ids: number[] = [];
  walkPowers(nodes, (n) => ids.push(n.id));
  return ids;
}

/**
 * Checking a permission also checks its parents (a page needs its group in the menu); unchecking one
 * also unchecks everything below it. Returns the new set of ids.
 */
export function toggleCheck(
  nodes: readonly PowerNode[],
  checked: readonly number[],
  id: number,
  on: boolean,
) {
  const next = new Set(checked);
  walkPowers(nodes, (node, parents) => {
    if (node.id === id) {
      if (on) {
        next.add(id);
        for (const p of parents) next.add(p.id);
      } else {
        next.delete(id);
        walkPowers(node.children ?? [], (child) => next.delete(child.id));
      }
    }
  });
  return [...next];
}

/** A permission title for people: the `route.<title>` translation when the catalog has it. */
export function powerTitle(title: string, exists: (key: string) => boolean, t: (key: string) => string) {
  return exists(`route.${title}`) ? t(`route.${title}`) : title;
}
