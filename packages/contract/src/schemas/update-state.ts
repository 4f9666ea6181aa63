// Apart from the update schemas, so the dashboard's banner does not fetch zod.

/**
 * `GET update` states. 2 and 3 carry fixed messages; a newer version exists in states
 * 1 and 2 (the dashboard banner shows then).
 */
export const UPDATE_STATE = {
  /** The running version is the newest the feed knows. */
  latest: 0,
  /** A newer version exists and the licence allows updating. */
  available: 1,
  /** A newer version exists but no licence key is configured. */
  unlicensed: 2,
  /** The feed refused the configured licence key. */
  badKey: 3,
  /** No feed URL, or the feed could not be reached or returned something unusable. */
  unavailable: 4,
} as const;
export type UpdateState = (typeof UPDATE_STATE)[keyof typeof UPDATE_STATE];

/** Whether a `GET update` state means a newer version than the running one exists. */
export function hasNewerVersion(state: number): boolean {
  return state === UPDATE_STATE.available || state === UPDATE_STATE.unlicensed;
}
