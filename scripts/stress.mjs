// `npm run test:stress`: the long reliability checks (issue 9) against the built server; see README.
// Environment: STRESS_SECONDS, STRESS_SOAK_SECONDS, STRESS_FACTOR, DATABASE_URL (apps/server/stress/load.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfNeeded();
const run = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/server/stress/load.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
