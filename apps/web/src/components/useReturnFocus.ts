import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to what opened a dialog once it has closed (WCAG 2.4.3), for the owner of a
 * dialog that is mounted while `open` and unmounted to close (the app's pattern: each opening gets a
 * fresh form). antd's Modal and Drawer return the focus themselves only when they close and stay
 * mounted; unmounted, the control that had the focus goes with them and the focus falls to <body>, so a
 * keyboard user would start again from the top of the page.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own (passive) effects move the focus into it: what has the
  // focus now is what opened it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    // Only a focus the dialog took with it: never away from where the user has since moved it.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (back?.isConnected && lost) back.focus({ preventScroll: true });
  }, [open]);
}
