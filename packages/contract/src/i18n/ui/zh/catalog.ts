/** Web UI texts of the shop catalog pages (zh). Keys must equal those of ../en/catalog.ts. */
export const catalog = {};
