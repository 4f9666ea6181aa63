import { API_ROOT, type BackupRow, type BackupType } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { waitForBarrier } from './barrier';
import { request, requestHeaders } from './client';
import { ApiError } from './errors';
import { toastError } from './feedback';

export const backupKeys = { all: ['backup'] as const };

export const backupApi = {
  /** `GET backup`: every backup file, newest first. */
  list: () => request<BackupRow[]>('backup'),
  /** `POST backup`: queues a backup job; poll it with `GET job/{id}`. */
  create: (type: BackupType) => request<{ job_id: number }>('backup', { method: 'POST', data: { type } }),
  /** `POST backup/destroy/{name}`. */
  destroy: (name: string) =>
    request<string>(`backup/destroy/${encodeURIComponent(name)}`, { method: 'POST', data: {} }),
};

export function useBackups() {
  return useQuery({ queryKey: backupKeys.all, queryFn: backupApi.list });
}

export function useCreateBackup() {
  return useMutation({ mutationFn: backupApi.create });
}

export function useDestroyBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: backupApi.destroy,
    onSuccess: () => client.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

/**
 * `GET backup/download/{name}` with the user's credentials, saved by the browser under its own name.
 * Failures are shown like any other call's.
 */
export async function downloadBackup(name: string): Promise<void> {
  await waitForBarrier();
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}backup/download/${encodeURIComponent(name)}`, {
      headers: requestHeaders(),
      credentials: 'same-origin',
    });
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
