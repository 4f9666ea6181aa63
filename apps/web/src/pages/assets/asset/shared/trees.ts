import type { BaseDataNode, DepartmentNode, PlaceNode } from '@bo/contract';
import type { CascaderFilterOption } from '../../../../components/resource/types';

/** A node of antd's TreeSelect. */
export interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

interface Named {
  id: number;
  children: Named[];
}

function mapTree<N extends Named>(nodes: readonly N[], title: (n: N) => string): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: title(n),
    children: n.children.length ? mapTree(n.children as N[], title) : undefined,
  }));
}

export const classTitle = (n: BaseDataNode) => `${n.code} ${n.name}`;
export const placeTitle = (n: PlaceNode) => `${n.name} (${n.code})`;

export const classOptions = (nodes: readonly BaseDataNode[]) => mapTree(nodes, classTitle);
export const placeOptions = (nodes: readonly PlaceNode[]) => mapTree(nodes, placeTitle);
export const departmentOptions = (nodes: readonly DepartmentNode[]) => mapTree(nodes, (n) => n.name);

/** The same tree for a list's search form (its cascader keeps the chosen node, any level). */
export function cascaderOptions(options: readonly TreeOption[]): CascaderFilterOption[] {
  return options.map((o) => ({
    value: o.value,
    label: o.title,
    children: o.children ? cascaderOptions(o.children) : undefined,
  }));
}

/** Every class by id (to read a chosen class's unit). */
export function indexClasses(nodes: readonly BaseDataNode[], into = new Map<number, BaseDataNode>()) {
  for (const n of nodes) {
    into.set(n.id, n);
    indexClasses(n.children, into);
  }
  return into;
}
