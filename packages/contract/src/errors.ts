/**
 * Stable error codes of the API envelope (docs/architecture.md#envelope-and-errors). The HTTP status is the
 * code's first three digits.
 */
export const ErrorCode = {
  BadRequest: 40000,
  Validation: 42200,
  Unauthenticated: 40100,
  SessionExpired: 50002,
  SessionRevoked: 50003,
  Forbidden: 40300,
  NotFound: 40400,
  Conflict: 40900,
  /** The path was retired: the message names the path that replaced it. */
  Gone: 41000,
  TooManyRequests: 42900,
  Internal: 50000,
  /** The database does not respond (restarting, unreachable); the request can be retried shortly. */
  ServiceUnavailable: 50300,
  /** The server's disk (or quota) is full; nothing of the request was kept. */
  InsufficientStorage: 50700,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes after which the client offers the re-login dialog: the session is gone, logging in again helps. */
export const RELOGIN_CODES: readonly number[] = [
  ErrorCode.Unauthenticated,
  ErrorCode.SessionExpired,
  ErrorCode.SessionRevoked,
];

/** HTTP status for an error code: 50002/50003 are session problems and respond with 401. */
export function httpStatusOf(code: number): number {
  if (code === ErrorCode.SessionExpired || code === ErrorCode.SessionRevoked) return 401;
  return Math.floor(code / 100);
}
