// `npm run bench`: build what is missing or stale, then run the bench (apps/server/bench/run/main.ts).
// Environment: BENCH_FACTOR, BENCH_DATA_DIR, DATABASE_URL and the rest listed in bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
buildIfNeeded();

// One node process (not the tsx CLI, which starts another) with the workspace sources as they are.
const main = path.join(root, 'apps/server/bench/run/main.ts');
const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
