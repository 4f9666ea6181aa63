import { request } from '../../../api/client';
import { downloadFile } from '../../../api/download';

/** A dry run's response: every bad row (line, column, reason), up to 1 000 listed. */
export interface ImportReport {
  total: number;
  valid: number;
  error_count: number;
  errors: { line: number; column: string; message: string }[];
}

/** `assstmall/Assetimport` (dry run) or `assstmall/new_Assetimport` (import): queues the job for the sheet. */
export function startImport(file: File, dryRun: boolean): Promise<{ job_id: number }> {
  const form = new FormData();
  form.append('file', file);
  return request<{ job_id: number }>(dryRun ? 'assstmall/Assetimport' : 'assstmall/new_Assetimport', {
    method: 'POST',
    data: form,
  });
}

export const downloadTemplate = (name: string) => downloadFile('assstmall/template', name);
