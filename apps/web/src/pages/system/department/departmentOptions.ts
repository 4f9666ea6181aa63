import type { DepartmentNode } from '../../../api/departments';

export interface DepartmentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: DepartmentOption[];
}

/** Tree-select options of an organization's departments; `excludeId` and its subtree cannot be chosen. */
export function departmentOptions(
  nodes: readonly DepartmentNode[],
  excludeId?: number,
  inside = false,
): DepartmentOption[] {
  return nodes.map((node) => {
    const excluded = inside || node.id === excludeId;
    return {
      value: node.id,
      title: node.name,
      ...(excluded ? { disabled: true } : {}),
      ...(node.children.length ? { children: departmentOptions(node.children, excludeId, excluded) } : {}),
    };
  });
}
