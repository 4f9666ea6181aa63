import type { EffectiveAccess, RoleInput, RolePreview } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { resourceKeys } from './resource';

export type { EffectiveAccess, RolePreview } from '@bo/contract';

/** Whose effective access: a role (`manage`) or an administrator (`admin`). */
export type EffectiveOf = 'manage' | 'admin';

/**
 * `GET manage|admin/effective/{id}`, fetched when `id` is given. Kept under the resource's own key, so a
 * save of roles or admins (which invalidates it) shows what changed.
 */
export function useEffectiveAccess(of: EffectiveOf, id: number | undefined) {
  return useQuery({
    queryKey: [...resourceKeys(of).all, 'effective', id ?? 0],
    queryFn: () => request<EffectiveAccess>(`${of}/effective/${id ?? 0}`),
    enabled: id !== undefined && id > 0,
  });
}

/**
 * `POST manage/preview/{id}`: what saving `input` would change, nothing saved. It is refused as the save
 * would be, so the form shows that refusal before anything is asked.
 */
export const previewRole = (id: number, input: RoleInput) =>
  request<RolePreview>(`manage/preview/${id}`, { method: 'POST', data: input });
