import type { AdminInput, AdminRow, IssuedLoginToken } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { plainResource } from './resource';

export { type AdminInput, type AdminRow, DATA_SCOPES, type DataScope } from '@bo/contract';

/** A role as an admin row lists it. */
export type AdminRole = AdminRow['roles'][number];

/** The administrators' list, detail, save and delete hooks (`admin`). */
export const admins = plainResource<AdminRow, AdminInput>('admin', 'admin');

/** `POST admin/login-token/{id}`: a single-use login token for another administrator. */
export function useIssueLoginToken() {
  return useMutation({
    mutationFn: (id: number) =>
      request<IssuedLoginToken>(`admin/login-token/${id}`, { method: 'POST', data: {} }),
  });
}
