import { enCore } from '../en-core.js';
import { zhCore } from '../zh-core.js';
import * as en from './en/index.js';
import * as zh from './zh/index.js';

/** Everything the web shows: the core messages plus one section per UI area, per language. */
export const uiCatalogs = {
  zh: { ...zhCore, ...zh },
  en: { ...enCore, ...en },
} as const;
