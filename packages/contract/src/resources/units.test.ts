import { describe, expect, expectTypeOf, it } from 'vitest';
import { PERMISSION_REGISTRY } from '../permissions.js';
import { DECLARED_RESOURCES, withResourceTexts } from './index.js';
import {
  type DepartmentNode,
  type DepartmentRow,
  departmentListQuerySchema,
  departmentResource,
  type OrganizationRow,
  type OrganizationTree,
  organizationResource,
  organizationTreeSchema,
} from './units.js';

describe('organizations and departments', () => {
  it('list each organization with its id, fields and version and its departments', () => {
    const tree = { id: 5, name: '局', area_id: 515, version: 1, departments: [] };
    expect(Object.keys(organizationTreeSchema.parse({ ...tree, area_name: '江岸区' }))).toEqual(
      Object.keys(tree),
    );
    expectTypeOf<keyof OrganizationTree>().toEqualTypeOf<
      'id' | 'name' | 'area_id' | 'version' | 'departments'
    >();
    expectTypeOf<OrganizationTree['departments']>().toEqualTypeOf<DepartmentNode[]>();
  });

  it('are typed as their routes give them', () => {
    expectTypeOf<OrganizationRow>().branded.toEqualTypeOf<{
      id: number;
      name: string;
      area_id: number | null;
      area_name: string | null;
      departments: number;
      admins: number;
      created_at: string;
      version: number;
    }>();
    expectTypeOf<DepartmentRow>().branded.toEqualTypeOf<{
      id: number;
      organization_id: number;
      parent_id: number | null;
      name: string;
      sort: number;
      admins: number;
      version: number;
    }>();
  });

  it('have one page and menu entry, the departments', () => {
    const apis = PERMISSION_REGISTRY.flatMap((g) => g.pages.map((p) => p.api));
    expect(apis.filter((api) => api === 'DepartmentList')).toHaveLength(1);
    // Where it always was: after the permissions, before the regions.
    expect(apis.slice(apis.indexOf('PowerList'), apis.indexOf('PowerList') + 3)).toEqual([
      'PowerList',
      'DepartmentList',
      'RegionList',
    ]);
    expect(DECLARED_RESOURCES).toContain(departmentResource);
    expect(DECLARED_RESOURCES).not.toContain(organizationResource);
    expect(organizationResource.permissions).toEqual(departmentResource.permissions);
  });

  it('keep the texts the page always had', () => {
    const ui = withResourceTexts({ route: {}, resources: {} }, 'en') as unknown as {
      route: Record<string, string>;
      resources: Record<string, { title: string; fields: Record<string, string> }>;
    };
    expect(ui.route.DepartmentList).toBe('Organizations');
    expect(ui.resources.organization?.fields).toMatchObject({ name: 'Organization name', area_id: 'Area' });
    expect(ui.resources.department?.fields).toMatchObject({
      name: 'Department name',
      parent_id: 'Parent department',
      sort: 'Sort',
      admins: 'Administrators',
    });
  });

  it('are filtered by their organization, a positive id', () => {
    expect(departmentListQuerySchema.parse({ organization_id: '3' })).toMatchObject({ organization_id: 3 });
    expect(departmentListQuerySchema.safeParse({ organization_id: '0' }).success).toBe(false);
  });
});
