import { createContext, useContext } from 'react';

/**
 * The registry name of the page being shown (`GoodList`): the page its lists keep their saved views
 * and columns under. Absent outside a registered page (tests, embedded tables): views are then off.
 */
export const PageNameContext = createContext<string | undefined>(undefined);

export const usePageName = (): string | undefined => useContext(PageNameContext);
