import type { RouteNode, UserInfo } from '@bo/contract';
import { createStore } from '../lib/store';

/**
 * The signed-in user as the shell sees it. OWNED BY the auth/request work: the exported names below are
 * the interface the layout relies on.
 */
export interface SessionState {
  /** null until userInfo was loaded. */
  info: UserInfo | null;
  /** Role codes of the user (non-empty once loaded). */
  roles: string[];
  /** The server-delivered route tree (`asyncRouterMap`). */
  routes: RouteNode[];
}

const EMPTY: SessionState = { info: null, roles: [], routes: [] };
const store = createStore<SessionState>(EMPTY);

export const getSession = store.get;
export const subscribeSession = store.subscribe;
export const useSession = store.use;

export function setSession(next: Partial<SessionState>): void {
  store.set({ ...store.get(), ...next });
}

/** Stores a freshly loaded userInfo: the info, its roles and its route tree. */
export function setUserInfo(info: UserInfo): void {
  setSession({ info, roles: info.roles, routes: info.asyncRouterMap ?? [] });
}

/** Log out: forget the user, roles and routes. */
export function resetSession(): void {
  store.set(EMPTY);
}
