import { type Block, blockSchema } from '@bo/contract';
import { useEffect } from 'react';

const KEY = 'page-design:home:draft';

export interface Draft {
  /** The saved version the draft was edited from. */
  version: number;
  blocks: Block[];
  at: string;
}

/** The unsaved draft kept for this browser tab, if any and still well-formed. */
export function readDraft(): Draft | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Draft> | null;
    if (!raw || typeof raw.version !== 'number' || !Array.isArray(raw.blocks) || typeof raw.at !== 'string')
      return null;
    return { version: raw.version, at: raw.at, blocks: raw.blocks.map((b) => blockSchema.parse(b)) };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * The unsaved-changes guard. While `dirty`: the browser asks before leaving or reloading the page, and the
 * edited blocks are kept in sessionStorage, so closing the view's tab or reloading can be undone.
 */
export function useUnsavedGuard(dirty: boolean, version: number | undefined, blocks: Block[]): void {
  useEffect(() => {
    if (!dirty || version === undefined) return;
    sessionStorage.setItem(KEY, JSON.stringify({ version, blocks, at: new Date().toISOString() }));
  }, [dirty, version, blocks]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
