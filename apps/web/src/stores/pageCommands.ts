import { useEffect, useRef } from 'react';
import { createStore } from '../lib/store';

/**
 * What the command palette may ask a page to do once it is shown. The page keeps the form or the export
 * it already has (its filters, its dialog, its permission check), so the palette only names the command.
 */
export type PageCommand = 'orders.export' | 'admin.create';

/** The command asked for and not yet run: the page may still be loading when it is asked. */
const store = createStore<PageCommand | null>(null);

/** Asks the page that handles `command` to run it, now if it is mounted, else as soon as it mounts. */
export function requestPageCommand(command: PageCommand): void {
  store.set(command);
}

/** In a page: runs `run` once whenever `command` is asked for (no-op while `command` is undefined). */
export function usePageCommand(command: PageCommand | undefined, run: () => void): void {
  const pending = store.use();
  // The latest `run`, so a page may pass a new closure each render without re-running the command.
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    // Read from the store, not the render: a second run of this effect (StrictMode) must not repeat it.
    if (!command || pending !== command || store.get() !== command) return;
    store.set(null);
    latest.current();
  }, [pending, command]);
}
