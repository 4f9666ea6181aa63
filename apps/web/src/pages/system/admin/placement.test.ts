import { describe, expect, it } from 'vitest';
import { fromPlacement, placementOptions, toPlacement } from './placement';

const tree = [
  {
    id: 1,
    name: '财政局',
    area_id: 515,
    version: 1,
    departments: [
      {
        id: 10,
        organization_id: 1,
        parent_id: null,
        name: '资产科',
        sort: 0,
        admins: 0,
        version: 1,
        children: [
          {
            id: 11,
            organization_id: 1,
            parent_id: 10,
            name: '盘点组',
            sort: 0,
            admins: 2,
            version: 1,
            children: [],
          },
        ],
      },
    ],
  },
];

describe('admin placement', () => {
  it('offers organizations holding their nested departments', () => {
    const { options } = placementOptions(tree);
    expect(options).toEqual([
      {
        value: 'o:1',
        title: '财政局',
        children: [{ value: 'd:10', title: '资产科', children: [{ value: 'd:11', title: '盘点组' }] }],
      },
    ]);
  });

  it('turns a chosen department into its organization and department, and back', () => {
    const { organizationOf } = placementOptions(tree);
    expect(fromPlacement('d:11', organizationOf)).toEqual({ organization_id: 1, department_id: 11 });
    expect(fromPlacement('o:1', organizationOf)).toEqual({ organization_id: 1, department_id: null });
    expect(fromPlacement(undefined, organizationOf)).toEqual({ organization_id: null, department_id: null });
    expect(toPlacement(1, 11)).toBe('d:11');
    expect(toPlacement(1, null)).toBe('o:1');
    expect(toPlacement(null, null)).toBeUndefined();
  });
});
