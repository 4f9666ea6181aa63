/** Areas (districts of Wuhan) with their own login page; signed-out visitors go to the stored area's. */
export const AREAS = [
  { id: 515, code: 'ja', name: '江岸区' },
  { id: 787, code: 'dxh', name: '东西湖区' },
  { id: 789, code: 'wc', name: '武昌区' },
  { id: 791, code: 'dhgx', name: '东湖高新区' },
  { id: 3, code: 'hs', name: '洪山区' },
  { id: 792, code: 'jh', name: '江汉区' },
  { id: 793, code: 'hy', name: '汉阳区' },
  { id: 794, code: 'qk', name: '硚口区' },
  { id: 795, code: 'qs', name: '青山区' },
  { id: 796, code: 'cd', name: '蔡甸区' },
  { id: 797, code: 'jx', name: '江夏区' },
  { id: 798, code: 'hp', name: '黄陂区' },
  { id: 799, code: 'xz', name: '新洲区' },
  { id: 800, code: 'jk', name: '武汉经济技术开发区' },
  { id: 801, code: 'dhfj', name: '东湖生态旅游风景区' },
  { id: 802, code: 'cjx', name: '长江新区' },
] as const;

export type Area = (typeof AREAS)[number];

/** Login route for a stored area id: `/login_<code>`, or `/login` for any other id. */
export function loginPathForArea(areaId: number | string | null | undefined): string {
  const id = Number(areaId);
  const area = AREAS.find((a) => a.id === id);
  return area ? `/login_${area.code}` : '/login';
}

export function areaByCode(code: string): Area | undefined {
  return AREAS.find((a) => a.code === code);
}
