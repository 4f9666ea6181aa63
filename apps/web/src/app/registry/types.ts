import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;
/** Server component name (the permission api, e.g. `GoodList`) -> lazily loaded page. */
export type PageMap = Record<string, LazyPage>;

/** Wraps a dynamic import of a module with a named page export into a code-split lazy page. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}
