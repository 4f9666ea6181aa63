/** Web UI texts of the shop category pages (zh). Keys must equal those of ../en/category.ts. */
export const category = {};
