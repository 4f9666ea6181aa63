/** A failed call: the envelope's code (or 0 for transport failures), its localized text and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** The HTTP status of the response; 0 when none arrived (timeout, network, aborted). */
  readonly httpStatus: number;
  /** The server sent no text: `message` is the client's generic one. */
  readonly generic: boolean;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    httpStatus = 0,
    generic = false,
  ) {
    super(message);
    this.generic = generic;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.httpStatus = httpStatus;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for anything a call can throw; `fallback` when it carries no specific text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.generic) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
