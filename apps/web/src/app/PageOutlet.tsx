import { Suspense } from 'react';
import { PageLoading } from '../components/PageLoading';
import { PageUnavailable } from '../components/PageUnavailable';
import { findPage, pageRegistry } from './registry';
import type { PageMap } from './registry/types';

/** Renders the lazy page registered for a server component name, or the "not available yet" view. */
export function PageOutlet({
  component,
  registry = pageRegistry,
}: {
  component: string;
  registry?: PageMap;
}) {
  const Page = findPage(component, registry);
  if (!Page) return <PageUnavailable name={component} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
