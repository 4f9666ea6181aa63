import { API_ROOT } from '@bo/contract';
import type { Catalog } from './index';

/**
 * The uploaded catalog of a language an administrator added (`GET language/catalog/{code}`, public: the
 * login page needs it too). Plain fetch: the API client imports this folder's language state, and a
 * missing catalog is the caller's to handle (it falls back to English), not a toast.
 */
export async function fetchCatalog(code: string): Promise<Catalog> {
  const response = await fetch(`${API_ROOT}language/catalog/${encodeURIComponent(code)}`, {
    headers: { Lang: code, Accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { status?: number; message?: unknown } | null;
  if (!response.ok || body?.status !== 200 || typeof body.message !== 'object' || body.message === null)
    throw new Error(`no catalog for ${code} (HTTP ${response.status})`);
  return body.message as Catalog;
}
