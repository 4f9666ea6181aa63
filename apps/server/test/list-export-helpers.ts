import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, waitFor } from './helpers.js';

/** A finished export read back: its job, its sheet as cell values (header first) and the sheet. */
export interface ReadExport {
  jobId: number;
  job: { state: string; progress: number; message: string; result: { rows: number; file: string } };
  rows: unknown[][];
  sheet: ExcelJS.Worksheet;
}

/**
 * Starts `POST <path>/export/all` as `token` with `body` (and `query`), waits for its job, downloads
 * `GET <path>/export/file/{jobId}` and reads the workbook back.
 */
export async function runExport(
  app: FastifyInstance,
  token: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; lang?: 'zh' | 'en' } = {},
): Promise<ReadExport> {
  const lang = options.lang ?? 'en';
  const started = await call(app, 'POST', `${path}/export/all`, {
    token,
    lang,
    body: options.body ?? {},
    query: options.query,
  });
  expect(started.json().status, started.body).toBe(200);
  const jobId = started.json().message.job_id as number;
  const job = await waitFor(
    async () => (await call(app, 'GET', `job/${jobId}`, { token, lang })).json().message,
    (j: ReadExport['job']) => j.state === 'done' || j.state === 'failed',
  );
  expect(job.state, JSON.stringify(job)).toBe('done');
  const file = await call(app, 'GET', `${path}/export/file/${jobId}`, { token });
  expect(file.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { jobId, job, rows, sheet };
}

/** The column of `header` in an export's rows (its index), failing when there is none. */
export function columnOf(rows: unknown[][], header: string): number {
  const at = (rows[0] ?? []).indexOf(header);
  expect(at, `${header} in ${JSON.stringify(rows[0])}`).toBeGreaterThanOrEqual(0);
  return at;
}

/** The values of the column headed `header`, below the header. */
export const valuesOf = (rows: unknown[][], header: string) => {
  const at = columnOf(rows, header);
  return rows.slice(1).map((row) => row[at]);
};
