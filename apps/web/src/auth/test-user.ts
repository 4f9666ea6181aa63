import type { UserInfo } from '@bo/contract';

/** A userInfo response for tests; the route tree has one page only the role `auditor` may open. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    username: 'admin',
    nickname: 'Boss',
    cellphone: '',
    email: '',
    avatar: '',
    roles: ['admin'],
    introduction: '',
    department_id: null,
    organization_id: null,
    organization_name: '',
    department_name: '',
    area_id: null,
    area_name: '',
    jurisdiction: { GoodCreate: ['admin'] },
    permissions: ['GoodCreate'],
    data_scope: 'all',
    preferences: {},
    asyncRouterMap: [
      {
        path: '/shop',
        component: 'Layout',
        meta: { title: 'Shop', roles: [] },
        children: [
          { path: 'member', component: 'MemberList', meta: { title: 'Members', roles: ['auditor'] } },
        ],
      },
    ],
    ...overrides,
  };
}
