import type { PageMap } from './types';

/** Pages of the Shop group. */
export const shopPages: PageMap = {};
