import type { AssetDetail, AssetRow, UserInfo } from '@bo/contract';
import { act } from '@testing-library/react';
import { userInfo } from '../../../auth/test-user';
import { setUserInfo } from '../../../stores/session';

/** An asset row as `assets/list` returns it. */
export const assetRow = (overrides: Partial<AssetRow> = {}): AssetRow => ({
  id: 7,
  code: 'ZC0301-2025-000007',
  name: 'Laptop',
  base_data_id: 3,
  class_name: 'Computers',
  brand: 'Lenovo',
  model: 'T14',
  unit: 'set',
  quantity: 1,
  original_value: 1234560,
  purchase_date: '2025-03-01',
  organization_id: 2,
  organization_name: 'Bureau A',
  department_id: 5,
  department_name: 'Office',
  custodian: 'Li Si',
  storage_location_id: 11,
  place_name: 'Main / Zone A',
  holder_organization_id: null,
  holder_name: null,
  due_date: null,
  ownership: 'self',
  status: 'idle',
  is_resource: 0,
  bound: 0,
  tag: '',
  marks: ['important'],
  photo: '',
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  version: 3,
  ...overrides,
});

export const assetDetail = (overrides: Partial<AssetDetail> = {}): AssetDetail => ({
  ...assetRow(),
  attachments: [],
  open_form: null,
  ...overrides,
});

export { listPage as page } from '../../../api/test-support';

export const classTree = [
  { id: 3, pid: 0, code: '0301', name: 'Computers', unit: 'set', useful_life: 6, children: [] },
];

/** Signs in (again) as an admin holding the asset pages' permissions; call after `renderPage`. */
export function signInWithAssets(overrides: Partial<UserInfo> = {}) {
  const apis = [
    'AssetsList',
    'AssetsEdit',
    'AssetsMark',
    'AssetsDestroy',
    'SelfAssetsList',
    'SelfAssetsCreate',
    'SelfAssetsBinding',
    'PublicAssetsList',
    'ResourceList',
    'ResourceUpdate',
    'AllList',
  ];
  act(() =>
    setUserInfo(
      userInfo({
        organization_id: 2,
        data_scope: 'organization',
        jurisdiction: Object.fromEntries(apis.map((api) => [api, ['admin']])),
        ...overrides,
      }),
    ),
  );
}
