import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { JobFailure } from '../../../jobs/types.js';
import { readSheet } from './read-sheet.js';
import type { SheetLimits } from './sheet-limits.js';

/**
 * The parse worker (a worker thread started by parse-sheet.ts): reads the sheet `file` and writes its
 * rows to `out`, one JSON array `[line, cells]` a line, then posts the outcome. Parsing a sheet is
 * CPU-bound; here it cannot hold up the server's requests, and its memory and time are bounded.
 */

export interface ParseJob {
  file: string;
  out: string;
  limits: SheetLimits;
}

export type ParseOutcome =
  | { ok: true; rows: number }
  | { ok: false; messageKey: string; params: Record<string, string | number> };

async function parse({ file, out, limits }: ParseJob): Promise<ParseOutcome> {
  const output = fs.createWriteStream(out);
  let rows = 0;
  try {
    for await (const row of readSheet(file, limits)) {
      let end = row.cells.length;
      while (end > 0 && row.cells[end - 1] === null) end--;
      if (!output.write(`${JSON.stringify([row.line, row.cells.slice(0, end)])}\n`))
        await once(output, 'drain');
      rows++;
    }
    output.end();
    await once(output, 'finish');
    return { ok: true, rows };
  } catch (err) {
    // Closed, not destroyed: a write may still be under way (the host removes the file).
    output.end();
    await finished(output).catch(() => undefined);
    if (err instanceof JobFailure) return { ok: false, messageKey: err.messageKey, params: err.params };
    throw err;
  }
}

parse(workerData as ParseJob).then(
  (outcome) => parentPort?.postMessage(outcome),
  (err: unknown) => {
    throw err;
  },
);
