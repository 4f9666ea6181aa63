import type { BackupRow, BackupScheduleInput, BackupScheduleState, BackupType } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { downloadFile } from './download';

export const backupKeys = { all: ['backup'] as const, schedule: ['backup', 'schedule'] as const };

export const backupApi = {
  /** `GET backup`: every backup file, newest first. */
  list: () => request<BackupRow[]>('backup'),
  /** `POST backup`: queues a backup job; poll it with `GET job/{id}`. */
  create: (type: BackupType) => request<{ job_id: number }>('backup', { method: 'POST', data: { type } }),
  /** `POST backup/destroy/{name}`. */
  destroy: (name: string) =>
    request<string>(`backup/destroy/${encodeURIComponent(name)}`, { method: 'POST', data: {} }),
  /** `POST backup/destroy/0 {names}`: deletes them all, or none when one is missing. */
  destroyMany: (names: readonly string[]) =>
    request<string>('backup/destroy/0', { method: 'POST', data: { names } }),
  /** `GET backup/schedule`: the schedule, its next run, the last success and failure. */
  schedule: () => request<BackupScheduleState>('backup/schedule'),
  /** `POST backup/schedule`: saves it and answers with the new state. */
  saveSchedule: (input: BackupScheduleInput) =>
    request<BackupScheduleState>('backup/schedule', { method: 'POST', data: input }),
};

export function useBackups() {
  return useQuery({ queryKey: backupKeys.all, queryFn: backupApi.list });
}

export function useCreateBackup() {
  return useMutation({ mutationFn: backupApi.create });
}

/** A change to the backups that refreshes the list and the schedule's status once it succeeds. */
function useBackupChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export const useDestroyBackup = () => useBackupChange(backupApi.destroy);
export const useDestroyBackups = () => useBackupChange(backupApi.destroyMany);

export function useBackupSchedule() {
  return useQuery({ queryKey: backupKeys.schedule, queryFn: backupApi.schedule });
}

export function useSaveBackupSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: backupApi.saveSchedule,
    onSuccess: (state) => client.setQueryData(backupKeys.schedule, state),
  });
}

/** `GET backup/download/{name}` with the user's credentials, saved by the browser under its own name. */
export const downloadBackup = (name: string): Promise<void> =>
  downloadFile(`backup/download/${encodeURIComponent(name)}`, name);
