// Apart from the goods schemas, so a page that only names a tab (the dashboard's links) does not fetch zod.

/** The goods list tabs in `activeIndex` order (1-based), and the keys of `GET goodCount`. */
export const GOOD_TABS = ['all', 'sell', 'warehouse', 'lowInventory', 'sellOut'] as const;
export type GoodTab = (typeof GOOD_TABS)[number];
