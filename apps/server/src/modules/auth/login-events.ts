import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** Why a login attempt ended as it did; stored in `login_events.reason`. */
export type LoginReason =
  | 'password'
  | 'refresh'
  | 'token'
  | 'sso'
  | 'captcha'
  | 'area'
  | 'bad_credentials'
  | 'locked'
  | 'forbidden'
  | 'refresh_invalid'
  | 'token_invalid';

export interface LoginEvent {
  username: string;
  adminId: number | null;
  ip: string;
  success: boolean;
  reason: LoginReason;
}

/** Every login attempt, success or failure, leaves one row, so break-in attempts can be audited. */
export async function recordLoginEvent(db: Db, event: LoginEvent): Promise<void> {
  await db
    .insertInto('login_events')
    .values({
      username: event.username.slice(0, 64),
      admin_id: event.adminId,
      ip: event.ip.slice(0, 64),
      success: event.success ? 1 : 0,
      reason: event.reason,
      created_at: nowIso(),
    })
    .execute();
}
