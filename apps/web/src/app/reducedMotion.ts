import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(changed: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
}

const reduced = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * Whether the system asks for less motion (an accessibility setting of the operating system): the
 * app then opens menus, dialogs and messages without animating them. Follows a change at once.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
