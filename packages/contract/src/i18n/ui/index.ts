import { withResourceTexts } from '../../resources/index.js';
import { enCore } from '../en-core.js';
import { zhCore } from '../zh-core.js';
import * as en from './en/index.js';
import * as zh from './zh/index.js';

/**
 * Everything the web shows: the core messages plus one section per UI area, per language; the declared
 * resources add their page titles and labels.
 */
export const uiCatalogs = {
  zh: withResourceTexts({ ...zhCore, ...zh }, 'zh'),
  en: withResourceTexts({ ...enCore, ...en }, 'en'),
} as const;
