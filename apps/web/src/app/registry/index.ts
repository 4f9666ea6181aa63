import { assetFormPages } from './assetForms';
import { assetPages } from './assets';
import { homePages } from './home';
import { resourcePages } from './resources';
import { shopPages } from './shop';
import { statisticPages } from './statistics';
import { systemPages } from './system';
import type { LazyPage, PageMap } from './types';

/**
 * Every page the web knows, by server component name. Each domain adds its own map file next to
 * `home.ts` (one lazy chunk per page) and spreads it here.
 */
export const pageRegistry: PageMap = {
  ...homePages,
  ...assetPages,
  ...assetFormPages,
  ...shopPages,
  ...statisticPages,
  ...systemPages,
  ...resourcePages,
};

export function findPage(name: string, registry: PageMap = pageRegistry): LazyPage | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}
