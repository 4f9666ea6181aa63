import { RESOURCES } from '../../resources/index.js';
import { resourceCatalogs } from '../../resources/texts.js';
import { enCore } from '../en-core.js';
import { zhCore } from '../zh-core.js';
import * as en from './en/index.js';
import * as zh from './zh/index.js';

const declared = { zh: resourceCatalogs(RESOURCES, 'zh'), en: resourceCatalogs(RESOURCES, 'en') };

/**
 * Everything the web shows: the core messages plus one section per UI area, per language; the declared
 * resources add their page titles and labels.
 */
export const uiCatalogs = {
  zh: {
    ...zhCore,
    ...zh,
    route: { ...zh.route, ...declared.zh.route },
    resources: { ...zh.resources, ...declared.zh.resources },
  },
  en: {
    ...enCore,
    ...en,
    route: { ...en.route, ...declared.en.route },
    resources: { ...en.resources, ...declared.en.resources },
  },
} as const;
