import {
  type DepartmentInput,
  type DepartmentNode,
  type DepartmentRow,
  departmentResource,
  type OrganizationInput,
  type OrganizationRow,
  type OrganizationTree,
} from '@bo/contract';
import { groupedTreeApi } from './groupedTree';

export type {
  DepartmentInput,
  DepartmentNode,
  DepartmentRow,
  OrganizationInput,
  OrganizationRow,
  OrganizationTree,
};

const units = groupedTreeApi<OrganizationTree>(departmentResource);

/**
 * `GET departmentTree`: every organization with its department tree, for the pickers. The departments'
 * page reads the same cache, so a save there refreshes every picker.
 */
export const useDepartmentTree = () => units.useGroups({ staleTime: 60_000 });
