import { createContext, useContext } from 'react';

/** What one opened page remembers across remounts of its lists (a goods tab switch remounts the table). */
export type PageMemory = Map<string, unknown>;

export interface PageScope {
  /** The page's registry name (`GoodList`): its lists keep their saved views and columns under it. */
  name: string;
  memory: PageMemory;
}

/** Absent outside a registered page (tests, embedded tables): views are then off. */
export const PageNameContext = createContext<PageScope | undefined>(undefined);

export const usePageScope = (): PageScope | undefined => useContext(PageNameContext);
