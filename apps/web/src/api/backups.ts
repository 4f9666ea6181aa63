import type { BackupRow, BackupType } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { downloadFile } from './download';

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

/** `GET backup/download/{name}` with the user's credentials, saved by the browser under its own name. */
export const downloadBackup = (name: string): Promise<void> =>
  downloadFile(`backup/download/${encodeURIComponent(name)}`, name);
