import type { Id, Timestamp } from './schema-types.js';

// Tables of signing in: sessions and their tokens, slide captchas, issued login tokens, the login history.

export interface AuthSessionsTable {
  id: Id;
  admin_id: number;
  family_id: string;
  access_hash: string;
  access_expires_at: string;
  refresh_hash: string;
  refresh_expires_at: string;
  /** Set when this refresh token was exchanged for a newer one. */
  rotated_at: string | null;
  revoked_at: string | null;
  remember: number;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
}

export interface CaptchasTable {
  key: string;
  answer_x: number;
  expires_at: string;
  /** Set once the slider was checked: the challenge allows one try. */
  checked_at: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  token_used_at: string | null;
}

export interface LoginTokensTable {
  /** SHA-256 of a token an administrator issued, or `sso:` + the jti of a spent single sign-on token. */
  key: string;
  admin_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
}

export interface LoginEventsTable {
  id: Id;
  username: string;
  admin_id: number | null;
  ip: string;
  success: number;
  reason: string;
  created_at: Timestamp;
}
