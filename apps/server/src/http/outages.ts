import { ErrorCode } from '@bo/contract';
import { AppError } from './errors.js';

type Failure = { code?: unknown; message?: unknown; cause?: unknown };

/** The disk (ENOSPC) or the user's quota (EDQUOT) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as Failure | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Socket errors of a lost or refused database connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * What node-postgres and its pool throw without a code when the connection ends or cannot be had
 * (their wording, matched at the start of the message).
 */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/**
 * The database cannot be reached at the moment: refused or lost connections, and PostgreSQL's
 * connection exceptions (SQLSTATE class 08) and shutdown states (57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now: starting up or shutting down).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as Failure | null;
  if (!e) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  // Node wraps the refusals of every address it tried (127.0.0.1 and ::1) in an AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

/**
 * The envelope error for an outage the client can do nothing about but wait (database) or tell the
 * administrator (disk); null for anything else.
 */
export function outageError(error: unknown): AppError | null {
  if (isDiskFull(error)) return new AppError(ErrorCode.InsufficientStorage, 'errors.diskFull');
  if (isDatabaseUnavailable(error))
    return new AppError(ErrorCode.ServiceUnavailable, 'errors.databaseUnavailable');
  return null;
}

/**
 * An outage fails every request the same way: logs it once per `everyMs` (code and text, no stack),
 * with how many were left out since, instead of a line per request.
 */
export function outageLog(everyMs = 10_000) {
  let last = 0;
  let left = 0;
  return (log: { warn(object: object, message: string): void }, error: unknown, message: string) => {
    const now = Date.now();
    if (now - last < everyMs) {
      left++;
      return;
    }
    const e = error as Failure | null;
    log.warn({ code: e?.code, reason: String(e?.message ?? error), leftOut: left }, message);
    last = now;
    left = 0;
  };
}
