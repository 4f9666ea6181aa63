/**
 * The site name of a fresh install; while it is unchanged the web shows its own translated name. Kept
 * apart from the settings' schemas so the signed-in shell, which reads it, does not fetch zod.
 */
export const DEFAULT_SITE_NAME = '资产调剂共享平台';
