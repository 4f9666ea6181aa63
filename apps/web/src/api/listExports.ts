import { request } from './client';
import { downloadFile } from './download';
import type { ListParams } from './resource';

/** `POST <path>/export/all`: queues an export of the list's filters; follow it with `GET job/{id}`. */
export const startListExport = (path: string, filters: ListParams) =>
  request<{ job_id: number }>(`${path}/export/all`, { method: 'POST', data: filters });

/** `GET <path>/export/file/{jobId}`: the finished export's XLSX. */
export const downloadListExport = (path: string, jobId: number, name: string) =>
  downloadFile(`${path}/export/file/${jobId}`, name);
