import { ErrorCode, type MessageKey } from '@bo/contract';

/** A failure the client should see: a stable code, a catalog key and optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey | string,
    readonly params: Record<string, string | number> = {},
    /** Field → catalog keys (translated with the field's label as `attribute`). */
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfter?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (
  key: MessageKey | string = 'errors.badRequest',
  params?: Record<string, string | number>,
) => new AppError(ErrorCode.BadRequest, key, params);
export const unauthenticated = (key: MessageKey | string = 'errors.unauthenticated') =>
  new AppError(ErrorCode.Unauthenticated, key);
export const forbidden = () => new AppError(ErrorCode.Forbidden, 'errors.forbidden');
export const notFound = () => new AppError(ErrorCode.NotFound, 'errors.notFound');
export const conflict = (
  key: MessageKey | string = 'errors.conflict',
  params?: Record<string, string | number>,
) => new AppError(ErrorCode.Conflict, key, params);

/** A validation failure on named fields: `{field: [catalog key]}`; the first one is the message. */
export function invalid(
  fields: Record<string, string>,
  params: Record<string, string | number> = {},
): AppError {
  const first = Object.values(fields)[0] ?? 'validation.invalid';
  return new AppError(
    ErrorCode.Validation,
    first,
    params,
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])),
  );
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(
    ErrorCode.TooManyRequests,
    'errors.tooManyRequests',
    { count: retryAfterSeconds },
    undefined,
    retryAfterSeconds,
  );
}

/**
 * A unique-constraint violation from either database as the response a service's own uniqueness check
 * gives (42200 "already exists" on the column), or 40900 when the constraint spans several columns.
 * Two requests racing past the same check end here; anything else returns null.
 */
export function duplicateError(error: unknown): AppError | null {
  const e = error as { code?: unknown; detail?: unknown; message?: unknown };
  let columns: string[] | undefined;
  if (e.code === '23505') {
    // PostgreSQL: `Key (code)=(admin) already exists.`
    columns = /^Key \(([^)]*)\)=/.exec(String(e.detail ?? ''))?.[1]?.split(', ');
  } else if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // SQLite: `UNIQUE constraint failed: roles.code`.
    columns = /constraint failed: (.+)$/
      .exec(String(e.message ?? ''))?.[1]
      ?.split(', ')
      .map((c) => c.split('.').pop() ?? c);
  } else return null;
  const column = columns?.length === 1 && /^\w+$/.test(columns[0]!) ? columns[0]! : null;
  return column ? invalid({ [column]: 'validation.exists' }) : conflict();
}
