import type { ResourceRules } from '../../lib/resource-routes.js';
import { brandRules } from './brand-rules.js';
import { dhlRules } from './dhl-rules.js';
import { languageRules } from './language-rules.js';
import { noticeRules } from './notice-rules.js';

/** The rules of declared resources beyond their declaration, by resource name. */
export const RESOURCE_RULES: Readonly<Record<string, ResourceRules>> = {
  brand: brandRules,
  dhl: dhlRules,
  language: languageRules,
  notice: noticeRules,
};
