// `npm run test:stress`: the long reliability checks (load, faults, two instances) against the built server;
// see README. Environment: STRESS_SECONDS, STRESS_SOAK_SECONDS, STRESS_FACTOR, FAULTS_FACTOR, BATCH_ROUNDS,
// OUTAGE_SECONDS, STRESS_PG_PORT, STRESS_INSTANCES_SECONDS, DATABASE_URL, REDIS_URL (apps/server/stress/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfNeeded();
// Each suite in its own process; all run, and the command fails when any did.
let failed = false;
for (const suite of [
  'load.ts',
  'faults.ts',
  'batch-kill.ts',
  'pg-restart.ts',
  'disk-full.ts',
  'instances.ts',
]) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/server/stress', suite)],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
