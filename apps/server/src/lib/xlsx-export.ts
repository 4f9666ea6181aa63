import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors.js';
import type { ExportRun } from '../jobs/export-thread.js';
import { findJob } from '../jobs/queue.js';
import { JobFailure } from '../jobs/types.js';
import type { NumberFormat } from './xlsx-parts.js';
import { writeXlsx, type XlsxValue } from './xlsx-writer.js';

/** Export files are kept this long for downloading. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export const exportDir = (dataDir: string) => path.join(dataDir, 'exports');
/** The file of export job `jobId` (`prefix`: goods, orders…). */
export const exportFile = (dataDir: string, prefix: string, jobId: number) =>
  path.join(exportDir(dataDir), `${prefix}-${jobId}.xlsx`);

async function removeOldExports(dir: string): Promise<void> {
  const names = await fsp.readdir(dir).catch(() => []);
  const before = Date.now() - KEEP_MS;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) await fsp.rm(file, { force: true });
  }
}

export interface XlsxExport<Row> {
  run: ExportRun;
  prefix: string;
  columns: { header: string; key: string; width: number; format?: NumberFormat }[];
  /** How many rows there will be (for the progress). */
  total: number;
  /**
   * How many of `total` a batch completes (default: its rows), when the sheet's rows are not what is
   * counted (a list of forms written one row per line).
   */
  counts?: (rows: Row[]) => number;
  /** Batches of rows in order; each row becomes a sheet row through `toCells`. */
  batches: AsyncIterable<Row[]>;
  toCells: (row: Row) => Record<string, XlsxValue>;
  /** Progress message keys, given `{done, total}` and `{total}`. */
  running: string;
  done: string;
}

/**
 * Streams rows into an XLSX file batch by batch (the next batch is read once the file has taken the
 * last), so memory stays flat however many rows there are; reports progress after each batch and stops
 * when the worker does. Returns the download name and count.
 */
export async function writeXlsxExport<Row>(spec: XlsxExport<Row>): Promise<{ file: string; rows: number }> {
  const { run } = spec;
  const dir = exportDir(run.dataDir);
  await fsp.mkdir(dir, { recursive: true });
  await removeOldExports(dir);
  let done = 0;
  let counted = 0;
  async function* cells() {
    for await (const rows of spec.batches) {
      if (run.signal.aborted) throw new JobFailure('jobs.interrupted');
      yield rows.map((row) => {
        const values = spec.toCells(row);
        return spec.columns.map((c) => values[c.key]);
      });
      done += rows.length;
      counted += spec.counts ? spec.counts(rows) : rows.length;
      const percent = spec.total ? Math.floor((counted / spec.total) * 99) : 99;
      run.progress(Math.min(percent, 99), spec.running, { done: counted, total: spec.total });
    }
  }
  await writeXlsx(exportFile(run.dataDir, spec.prefix, run.job.id), {
    name: spec.prefix,
    columns: spec.columns,
    batches: cells(),
  });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  run.progress(100, spec.done, { count: done });
  return { file: `${spec.prefix}-${stamp}.xlsx`, rows: done };
}

/** Sends a finished export to the admin who started it; anyone else, or a missing file, gets 40400. */
export async function sendExport(
  reply: FastifyReply,
  {
    jobId,
    jobType,
    prefix,
    adminId,
  }: { jobId: number; jobType: string; prefix: string; adminId: number | null },
) {
  const job = await findJob(reply.server.db, jobId);
  if (!job || job.type !== jobType || job.state !== 'done' || job.created_by !== adminId) throw notFound();
  const file = exportFile(reply.server.config.dataDir, prefix, job.id);
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  const name = (JSON.parse(job.result ?? '{}') as { file?: string }).file ?? `${prefix}-${job.id}.xlsx`;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-length', String(stat.size))
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(fs.createReadStream(file));
}
