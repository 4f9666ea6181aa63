import type { Doc, DocSummary } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import type { OpenApiDocument } from './openapi-types';

/** `GET docs`: the Markdown documents shipped with the product. */
export function useDocs() {
  return useQuery({ queryKey: ['docs', 'list'], queryFn: () => request<DocSummary[]>('docs') });
}

/** `GET docs/:name`: one document's Markdown, fetched once a name is chosen. */
export function useDoc(name: string | undefined) {
  return useQuery({
    queryKey: ['docs', 'detail', name],
    queryFn: () => request<Doc>(`docs/${encodeURIComponent(name ?? '')}`),
    enabled: !!name,
  });
}

/** `GET openapi.json`: the OpenAPI 3 document of the admin API, as served (no envelope). */
export function useOpenApi() {
  return useQuery({
    queryKey: ['openapi'],
    queryFn: () => request<OpenApiDocument>('openapi.json', { raw: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
