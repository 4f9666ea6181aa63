import { lazy, Suspense, useMemo } from 'react';
import { PageLoading } from '../components/PageLoading';
import { type PageMemory, PageNameContext } from '../components/resource/views/pageName';
import { findPage, pageRegistry } from './registry';
import type { PageMap } from './registry/types';

// antd's Result brings its status illustrations (about 10 KB); only an unknown page name shows it.
const PageUnavailable = lazy(async () => ({
  default: (await import('../components/PageUnavailable')).PageUnavailable,
}));

/** Renders the lazy page registered for a server component name, or the "not available yet" view. */
export function PageOutlet({
  component,
  registry = pageRegistry,
}: {
  component: string;
  registry?: PageMap;
}) {
  const Page = findPage(component, registry);
  // A fresh memory for each page opened: a list's applied view survives its remounts, not a reopening.
  const scope = useMemo(() => ({ name: component, memory: new Map() as PageMemory }), [component]);
  return (
    <PageNameContext value={scope}>
      <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <PageUnavailable name={component} />}</Suspense>
    </PageNameContext>
  );
}
