import { type Doc, type DocSummary, SHOP_API_ROOT } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { request } from './client';
import { ApiError } from './errors';
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

/** The APIs the server documents: the admin API and the storefront's. */
export const API_DOCUMENTS = ['admin', 'shop'] as const;
export type ApiDocumentName = (typeof API_DOCUMENTS)[number];

/**
 * The storefront's document, open to everyone. Fetched without the administrator's token: the
 * storefront takes any bearer token for a member's and refuses one it did not issue.
 */
async function shopDocument(): Promise<OpenApiDocument> {
  const response = await fetch(`${SHOP_API_ROOT}openapi.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, i18n.t('request.error'), {}, response.status);
  return (await response.json()) as OpenApiDocument;
}

/** `GET openapi.json` of the admin API (ApiDocumentDetail) or of the storefront API, as served (no envelope). */
export function useOpenApi(name: ApiDocumentName) {
  return useQuery({
    queryKey: ['openapi', name],
    queryFn: () =>
      name === 'shop' ? shopDocument() : request<OpenApiDocument>('openapi.json', { raw: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
