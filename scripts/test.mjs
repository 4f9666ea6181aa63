// `npm test`: lint, typecheck, build, unit + integration tests (SQLite and PostgreSQL, the deployment
// files with nginx in front of two built servers), then browser e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';
import { ensureTestDatabase } from './test-database.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const timings = [];

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}

const started = Date.now();
step('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
step('typecheck', 'npm', ['run', 'typecheck']);
// Before the tests: the deployment test runs the built server, and the e2e tests the built app.
step('build (what changed since the last one)', 'node', ['scripts/build-if-needed.mjs']);
await ensureTestDatabase();
step('unit + integration (contract, server on both databases, web, deployment)', 'npx', ['vitest', 'run']);
step('end-to-end (Playwright, system Chromium)', 'npm', ['run', 'test:e2e', '-w', '@bo/web']);
console.log('\nTimings (s):');
for (const [name, s] of timings) console.log(`  ${s.padStart(6)}  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}  total`);
