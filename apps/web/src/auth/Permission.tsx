import type { UserInfo } from '@bo/contract';
import type { ReactNode } from 'react';
import { useSession } from '../stores/session';

/**
 * The permission directive: allowed when the user holds at least one of the roles listed for `api` in
 * `jurisdiction`.
 */
export function hasPermission(
  info: UserInfo | null,
  roles: string[],
  api: string | readonly string[],
): boolean {
  const apis = typeof api === 'string' ? [api] : api;
  const jurisdiction = info?.jurisdiction ?? {};
  return apis.some((name) => (jurisdiction[name] ?? []).some((role) => roles.includes(role)));
}

/** Whether the signed-in user may use `api` (one name, or any of several). */
export function usePermission(api: string | string[]): boolean {
  const { info, roles } = useSession();
  return hasPermission(info, roles, api);
}

/** The permission directive: `<Permission api="GoodCreate">…</Permission>` renders nothing when not allowed. */
export function Permission({
  api,
  children,
  fallback = null,
}: {
  api: string | string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(api) ? children : fallback;
}
