import type { ResourceRules } from '../../lib/resource-routes.js';

/** The rules of declared resources beyond their declaration, by resource name. */
export const RESOURCE_RULES: Readonly<Record<string, ResourceRules>> = {};
