import type { DepartmentNode, OrganizationTree } from '../../../api/departments';

/** A tree-select node: organizations `o:<id>` holding their departments `d:<id>`. */
export interface PlacementOption {
  value: string;
  title: string;
  children?: PlacementOption[];
}

export function toPlacement(
  organizationId?: number | null,
  departmentId?: number | null,
): string | undefined {
  if (departmentId) return `d:${departmentId}`;
  if (organizationId) return `o:${organizationId}`;
  return undefined;
}

/** The organization and department of a placement; a department implies its organization. */
export function fromPlacement(
  placement: string | null | undefined,
  organizationOf: (departmentId: number) => number | null,
): { organization_id: number | null; department_id: number | null } {
  const [kind, raw] = (placement ?? '').split(':');
  const id = Number(raw);
  if (kind === 'd' && id > 0) return { organization_id: organizationOf(id), department_id: id };
  if (kind === 'o' && id > 0) return { organization_id: id, department_id: null };
  return { organization_id: null, department_id: null };
}

/** Options for the admin form plus a lookup from department to its organization. */
export function placementOptions(tree: readonly OrganizationTree[]) {
  const owner = new Map<number, number>();
  const departments = (nodes: readonly DepartmentNode[], organizationId: number): PlacementOption[] =>
    nodes.map((d) => {
      owner.set(d.id, organizationId);
      return {
        value: `d:${d.id}`,
        title: d.name,
        ...(d.children.length ? { children: departments(d.children, organizationId) } : {}),
      };
    });
  const options = tree.map((o) => ({
    value: `o:${o.id}`,
    title: o.name,
    ...(o.departments.length ? { children: departments(o.departments, o.id) } : {}),
  }));
  return { options, organizationOf: (departmentId: number) => owner.get(departmentId) ?? null };
}
