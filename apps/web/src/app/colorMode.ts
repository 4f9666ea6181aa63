import { useLayoutEffect } from 'react';
import { createStore } from '../lib/store';
import { useMediaQuery } from '../lib/useMediaQuery';
import { useSettings } from '../stores/settings';

/** The system's (browser's, operating system's) own choice of dark colours. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** How many pages that must stay light are shown (print pages: what they show goes on paper as is). */
const lightOnlyPages = createStore(0);

/**
 * Whether the app draws in dark colours: the mode chosen in the top bar, or the system's when it follows
 * the system (the default), and never while a light-only page is shown. Follows either change at once.
 */
export function useDarkMode(): boolean {
  const { colorMode } = useSettings();
  const systemDark = useMediaQuery(DARK_SCHEME_QUERY);
  const lightOnly = lightOnlyPages.use() > 0;
  if (lightOnly) return false;
  return colorMode === 'system' ? systemDark : colorMode === 'dark';
}

/**
 * Keeps the whole app light while the calling page is shown. A layout effect: the switch happens before
 * the page is first painted, so a print page never flashes dark.
 */
export function useLightOnly(): void {
  useLayoutEffect(() => {
    lightOnlyPages.set(lightOnlyPages.get() + 1);
    return () => lightOnlyPages.set(lightOnlyPages.get() - 1);
  }, []);
}
