/** An API answer as far as a rate limit's refusal (42900, with the seconds to wait) is concerned. */
type Answer = { status?: number; retry_after?: number };

const waitSeconds = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Makes `attempt` until its answer is not a refusal by a rate limit, waiting the seconds each refusal
 * names, as a client should; returns the last answer. Sign-ins from both workers count against one
 * per-address budget of the server's.
 */
export async function pastRateLimit<T extends Answer>(attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    const answer = await attempt();
    if (answer.status !== 42900) return answer;
    await waitSeconds(answer.retry_after ?? 1);
  }
}
