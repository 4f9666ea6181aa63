import { vi } from 'vitest';

/**
 * A system setting read through a media query (`query`), that the test can change as the operating
 * system would: `matchMedia(query)` matches as told, and a change tells its listeners. Other queries go
 * to the setup's stand-in. Undone by `vi.restoreAllMocks()`.
 */
export function fakeMediaQuery(query: string, matches: boolean): (next: boolean) => void {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((asked: string) =>
    asked === query ? (media as unknown as MediaQueryList) : original(asked),
  );
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}
