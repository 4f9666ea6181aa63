import '@testing-library/jest-dom/vitest';
import { LANGS } from '@bo/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { loadSignedInTexts } from '../i18n';

// findBy… and waitFor wait up to 5 s for what a user would see, not Testing Library's 1 s: with two
// workers on two cores, the first import of a lazily loaded part (the markdown renderer, an editor) in a
// fresh context can take longer than a second. A check that cannot pass still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// The app loads its language's catalog before rendering (main.tsx), and the declared resources' texts
// before a signed-in page (router.tsx); tests switch languages freely.
await loadSignedInTexts(LANGS);

// antd reads media queries and observes sizes; jsdom has neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lays nothing out, so it has nothing to scroll either.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Timers the file's components set and left running (a message's close, a query's garbage collection,
// a debounce) would fire after the file's window is torn down and fail there ("window is not defined");
// whatever they were for ended with the file, so they are cancelled when it ends.
const leftoverTimers = new Set<Parameters<typeof clearTimeout>[0]>();
const realSetTimeout = globalThis.setTimeout;
const realSetInterval = globalThis.setInterval;
globalThis.setTimeout = ((handler: unknown, delay?: number, ...args: unknown[]) => {
  if (typeof handler !== 'function') return realSetTimeout(handler as () => void, delay);
  const timer = realSetTimeout(
    (...given: unknown[]) => {
      leftoverTimers.delete(timer);
      handler(...given);
    },
    delay,
    ...args,
  );
  leftoverTimers.add(timer);
  return timer;
}) as unknown as typeof setTimeout;
globalThis.setInterval = ((handler: unknown, delay?: number, ...args: unknown[]) => {
  const timer = realSetInterval(handler as () => void, delay, ...args);
  leftoverTimers.add(timer);
  return timer;
}) as unknown as typeof setInterval;

function cancelLeftoverTimers(): void {
  for (const timer of leftoverTimers) clearTimeout(timer);
  leftoverTimers.clear();
}

// Testing Library unmounts what a test rendered only where the test runner's globals exist; ours are
// imported, so it is done here. A tree left mounted keeps its timers and React's scheduled work going
// into the next test, and past the file's end, when the window is gone ("window is not defined").
afterEach(() => {
  cleanup();
});

// React's scheduler runs leftover work (an update that landed outside act, after a test's last check)
// in slices on later macrotasks; a slow machine needs more of them than any fixed number. A task of
// idle priority runs only once every task queued before it is done, so awaiting one lets that work
// finish while the test file's window still exists, rather than after the environment is torn down
// ("window is not defined"). The scheduler is react-dom's own (the same module instance).
afterAll(async () => {
  const { unstable_IdlePriority, unstable_scheduleCallback } = await import('scheduler');
  await new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  cancelLeftoverTimers();
});

// jsdom lays nothing out, so its ranges have no rectangles; the rich-text editor asks for them when it
// scrolls a change into view (inserting a picture from the media library). An empty answer is what a
// browser gives for a range that takes no space.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
