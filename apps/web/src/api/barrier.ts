/**
 * While the route guard refreshes the token, calls made by an already mounted page wait for it, so they
 * carry the new token instead of failing with "session expired".
 */
let barrier: Promise<unknown> | null = null;

export function holdRequestsUntil(done: Promise<unknown>): void {
  const mine = done.then(
    () => undefined,
    () => undefined,
  );
  barrier = mine;
  void mine.then(() => {
    if (barrier === mine) barrier = null;
  });
}

export async function waitForBarrier(): Promise<void> {
  if (barrier) await barrier;
}
