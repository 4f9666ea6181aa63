import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RESULT_MARK } from './child-app.js';
import { ROOT, settings, tsxArgs } from './settings.js';
import { writeImportSheet } from './sheet.js';

/** What a child printed after RESULT_MARK; `peakRssMb` is always there. */
export type ChildResult = Record<string, unknown> & { peakRssMb: number };

/** Runs `file` (next to this one) in its own node process and returns the result it printed. */
export function runChild(file: string, env: NodeJS.ProcessEnv): Promise<ChildResult> {
  const child = spawn(process.execPath, tsxArgs(path.join(import.meta.dirname, file)), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let result: ChildResult | null = null;
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith(RESULT_MARK)) result = JSON.parse(line.slice(RESULT_MARK.length)) as ChildResult;
      else console.log(`  | ${line}`);
    }
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`${file} exited with code ${code}`));
    });
  });
}

/** XLSX import of `settings.importRows` assets into a scratch database. */
export async function measureImport(): Promise<ChildResult> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-import-'));
  try {
    const sheet = path.join(scratch, 'assets.xlsx');
    const started = performance.now();
    await writeImportSheet(sheet, settings.importRows);
    const mb = fs.statSync(sheet).size / 1048576;
    console.log(
      `  sheet of ${settings.importRows} rows written (${mb.toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return await runChild('import-child.ts', { DATA_DIR: scratch, SHEET: sheet });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The goods export job over every goods row of the bench database (no server may run on it). */
export function measureExport(): Promise<ChildResult> {
  return runChild('export-child.ts', { DATA_DIR: settings.dataDir });
}
