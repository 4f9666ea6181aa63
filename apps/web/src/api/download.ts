import { API_ROOT } from '@bo/contract';
import { i18n } from '../i18n';
import { saveFile } from '../lib/saveFile';
import { waitForBarrier } from './barrier';
import { requestHeaders } from './client';
import { ApiError } from './errors';
import { toastError } from './feedback';

/**
 * `GET <path>` under the API root with the user's credentials, saved by the browser as `name`.
 * Failures are shown like any other call's.
 */
export async function downloadFile(path: string, name: string): Promise<void> {
  await waitForBarrier();
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${path}`, { headers: requestHeaders(), credentials: 'same-origin' });
  } catch {
    toastError(i18n.t('request.network'));
    throw new ApiError(0, i18n.t('request.network'));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { status?: number; message?: string } | null;
    const text = body?.message || i18n.t('request.error');
    toastError(text);
    throw new ApiError(body?.status ?? response.status, text, {}, response.status);
  }
  saveFile(await response.blob(), name);
}
