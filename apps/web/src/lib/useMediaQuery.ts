import { useSyncExternalStore } from 'react';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a CSS media query matches now; follows a change at once (a turned phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => matches(query),
    () => false,
  );
}

/** Below this width lists show cards and filters fold away: a phone held upright, a narrow window. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** A phone-sized window (see {@link NARROW_QUERY}). */
export const useNarrowScreen = () => useMediaQuery(NARROW_QUERY);
