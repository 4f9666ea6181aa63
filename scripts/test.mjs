// `npm test`: lint, typecheck, build, unit + integration tests (SQLite and PostgreSQL, the deployment
// files with nginx in front of two built servers), then browser e2e.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * Runs `jobs` two at a time (this suite's machines have two cores, and each job here is one process
 * that mostly uses one), printing each job's output whole when it ends so the logs do not interleave.
 */
async function together(name, jobs) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const queue = [...jobs];
  const failed = [];
  const run = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [label, command, args] = job;
      const output = [];
      const child = spawn(command, args, { cwd: root, env: process.env });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(`── ${label}: ${status === 0 ? 'ok' : `failed (${status})`}`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failed.push(label);
    }
  };
  await Promise.all([run(), run()]);
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.join(', ')} failed`);
    process.exit(1);
  }
}

const started = Date.now();
// Before the tests: the deployment test runs the built server, and the e2e tests the built app.
// Every workspace's own typecheck script (apps before packages: the apps take longest, so the short jobs
// fill the gaps at the end).
const typechecks = ['apps', 'packages']
  .flatMap((folder) => fs.readdirSync(path.join(root, folder)).map((name) => path.join(root, folder, name)))
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
  .map((dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')))
  .filter((pkg) => pkg.scripts?.typecheck)
  .map((pkg) => [`typecheck ${pkg.name}`, 'npm', ['run', '-s', 'typecheck', '-w', pkg.name]]);
await together('lint, typecheck and build (what changed since the last one)', [
  ...typechecks.slice(0, 2),
  ['build', 'node', ['scripts/build-if-needed.mjs']],
  ...typechecks.slice(2),
  ['typecheck deploy/', 'npx', ['tsc', '-p', 'deploy/tsconfig.json']],
  ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['imports', 'npm', ['run', '-s', 'lint:imports']],
  ['copies', 'npm', ['run', '-s', 'lint:copies']],
]);
await ensureTestDatabase();
step('unit + integration (contract, server on both databases, web, deployment)', 'npx', ['vitest', 'run']);
step('end-to-end (Playwright, system Chromium)', 'npm', ['run', 'test:e2e', '-w', '@bo/web']);
console.log('\nTimings (s):');
for (const [name, s] of timings) console.log(`  ${s.padStart(6)}  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}  total`);
