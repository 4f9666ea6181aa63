/** Web UI texts of the shop goods pages (zh). Keys must equal those of ../en/goods.ts. */
export const goods = {};
