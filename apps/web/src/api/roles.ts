import type { RoleInput, RoleRow } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { plainResource } from './resource';

export type { RoleInput, RoleRow } from '@bo/contract';

/** The roles' list, detail, save and delete hooks (`manage`). */
export const roles = plainResource<RoleRow, RoleInput>('manage', 'manage');

/** Every role (for selects): one page of the maximum size. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [...roles.keys.lists(), 'options'],
    queryFn: () => roles.api.list({ page: 1, limit: 200 }),
    select: (page) => page.data,
  });
}
