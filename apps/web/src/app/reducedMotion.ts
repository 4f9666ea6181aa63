import { useMediaQuery } from '../lib/useMediaQuery';

/**
 * Whether the system asks for less motion (an accessibility setting of the operating system): the
 * app then opens menus, dialogs and messages without animating them. Follows a change at once.
 */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
