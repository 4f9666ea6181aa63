import type { z } from 'zod';
import { defineResource, type ResourceRowOf } from './define.js';
import { SORT_FIELD } from './fields.js';
import { defineTreeResource, type GroupOf, type TreeNodeOf, type TreeRowOf } from './tree.js';

const NAME_LIMIT = 128;

/**
 * Organizations: the units administrators belong to, each in an area. They have no page of their own:
 * the departments' page lists them (under the Department permissions) beside the chosen one's
 * departments. Their rows never showed when they were changed.
 */
export const organizationResource = defineResource({
  name: 'organization',
  path: 'organization',
  table: 'organizations',
  permission: 'Department',
  title: { zh: '组织', en: 'Organizations' },
  noun: { zh: '组织', en: 'organization' },
  defaultSort: 'id',
  timestamps: 'created',
  fields: {
    name: {
      kind: 'text',
      max: NAME_LIMIT,
      required: true,
      searchable: true,
      sortable: true,
      label: { zh: '组织名称', en: 'Organization name' },
    },
    area_id: {
      kind: 'ref',
      options: 'area',
      filterable: true,
      named: 'area_name',
      label: { zh: '所属地区', en: 'Area' },
    },
  },
  counts: {
    departments: {
      label: { zh: '部门数', en: 'Departments' },
      table: 'departments',
      column: 'organization_id',
    },
    admins: { label: { zh: '管理员数', en: 'Administrators' }, table: 'admins', column: 'organization_id' },
  },
});

/**
 * Departments: each organization's own tree, as deep as it is built. A top department's parent is null,
 * a department stays in the organization it was made in, and `GET departmentTree` (open to every
 * signed-in administrator: the pickers read it) gives every organization with its departments.
 */
export const departmentResource = defineTreeResource({
  name: 'department',
  path: 'department',
  table: 'departments',
  permission: 'Department',
  title: { zh: '组织部门', en: 'Organizations' },
  noun: { zh: '部门', en: 'department' },
  menu: { group: 'System', path: 'department', icon: 'department', after: 'PowerList' },
  defaultSort: 'sort',
  timestamps: false,
  tree: {
    maxLevel: Number.POSITIVE_INFINITY,
    treePath: 'departmentTree',
    level: false,
    idColumn: false,
    top: { zh: '（顶级部门）', en: '(top-level department)' },
    addChild: { zh: '新增下级', en: 'Add child' },
    groups: {
      field: 'organization_id',
      resource: organizationResource,
      key: 'departments',
      records: { zh: '部门', en: 'Departments' },
      choose: { zh: '请选择左侧的组织', en: 'Choose an organization on the left' },
      empty: { zh: '还没有组织，请先新增组织', en: 'No organizations yet: add one first' },
    },
  },
  fields: {
    organization_id: {
      kind: 'ref',
      options: 'organization',
      required: true,
      createOnly: true,
      filterable: true,
      list: false,
      label: { zh: '组织', en: 'Organization' },
    },
    parent_id: {
      kind: 'parent',
      nullAtTop: true,
      list: false,
      label: { zh: '上级部门', en: 'Parent department' },
    },
    name: {
      kind: 'text',
      max: NAME_LIMIT,
      required: true,
      searchable: true,
      label: { zh: '部门名称', en: 'Department name' },
    },
    // Clients have always been told a sort out of range has the wrong type.
    sort: { ...SORT_FIELD, messages: { min: 'validation.type', max: 'validation.type' } },
  },
  counts: {
    admins: {
      label: { zh: '管理员数', en: 'Administrators' },
      table: 'admins',
      column: 'department_id',
      after: 'name',
    },
  },
});

/** An organization as its routes give it: no `updated_at`, its area (and the area's name) null when none. */
export type OrganizationRow = ResourceRowOf<typeof organizationResource>;
export type OrganizationInput = z.input<typeof organizationResource.input>;
// Annotated with their own types, which declaration files name instead of expanding.
export const organizationRowSchema: z.ZodType<OrganizationRow> = organizationResource.row;
export const organizationListQuerySchema: typeof organizationResource.query = organizationResource.query;

/** A department as clients read it: no level or times, its parent null at the top. */
export type DepartmentRow = TreeRowOf<typeof departmentResource>;
export type DepartmentInput = z.input<typeof departmentResource.input>;
/** A department with its sub-departments. */
export type DepartmentNode = TreeNodeOf<typeof departmentResource>;
export const departmentRowSchema: z.ZodType<DepartmentRow> = departmentResource.row;
export const departmentNodeSchema: z.ZodType<DepartmentNode> = departmentResource.node;
export const departmentListQuerySchema: typeof departmentResource.query = departmentResource.query;

/** A node of `GET departmentTree`: an organization (what its edit needs) with its department tree. */
export type OrganizationTree = GroupOf<typeof departmentResource>;
export const organizationTreeSchema: z.ZodType<OrganizationTree> = departmentResource.group;
