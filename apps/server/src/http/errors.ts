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
    { seconds: retryAfterSeconds },
    undefined,
    retryAfterSeconds,
  );
}
