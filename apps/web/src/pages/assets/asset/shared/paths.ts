/** Routes of the asset pages (PERMISSION_REGISTRY paths under the Assets group). */
export const assetPaths = {
  detail: (id: number) => `/assets/list/detail/${id}`,
  register: '/assets/self/create',
  self: '/assets/self',
} as const;
