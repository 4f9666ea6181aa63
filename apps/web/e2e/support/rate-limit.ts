/**
 * The seconds a refusal by a rate limit (42900) asks to wait, or 0 for any other answer. Sign-ins from
 * both workers count against one per-address budget of the server's; a client waits as it is told.
 */
export function retryAfter(body: { status?: number; retry_after?: number }): number {
  return body.status === 42900 ? (body.retry_after ?? 1) : 0;
}

export const waitSeconds = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
