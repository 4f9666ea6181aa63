// `npm test`: lint, typecheck, unit + integration tests (SQLite and PostgreSQL), then browser e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
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
step('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
await ensureTestDatabase();
step('unit + integration (contract, server on SQLite and PostgreSQL, web)', 'npx', ['vitest', 'run']);
buildIfNeeded();
step('end-to-end (Playwright, system Chromium)', 'npm', ['run', 'test:e2e', '-w', '@bo/web']);
console.log('\nTimings (s):');
for (const [name, s] of timings) console.log(`  ${s.padStart(6)}  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}  total`);
