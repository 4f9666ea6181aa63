import { useCallback, useEffect, useState } from 'react';
import { useReturnFocus } from '../../components/useReturnFocus';

/** On macOS the shortcut is ⌘K (Ctrl+K there deletes to the end of a line in a text field). */
const MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The shortcut as a tooltip writes it, and as `aria-keyshortcuts` names it. */
export const PALETTE_KEYS = MAC ? { shown: '⌘K', aria: 'Meta+K' } : { shown: 'Ctrl+K', aria: 'Control+K' };

export function isPaletteShortcut(e: KeyboardEvent): boolean {
  // `code` too: with a non-Latin keyboard layout `key` is another letter.
  const k = e.key.toLowerCase() === 'k' || e.code === 'KeyK';
  return k && (MAC ? e.metaKey : e.ctrlKey) && !e.altKey && !e.shiftKey;
}

/**
 * Whether the command palette is open; the shortcut opens it from anywhere in the shell. The palette is
 * mounted only while open (a fresh query each time), so the focus goes back to what had it on closing.
 */
export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      // Before the browser's own Ctrl+K (its search bar), and before a field that handles keys itself.
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
  return {
    open,
    show: useCallback(() => setOpen(true), []),
    close: useCallback(() => setOpen(false), []),
  };
}
