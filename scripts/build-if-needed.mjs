// Builds each workspace whose sources are newer than its last build (or that was never built).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS = [
  { name: '@bo/contract', dir: 'packages/contract', sources: ['src'], output: 'dist/index.js' },
  {
    name: '@bo/server',
    dir: 'apps/server',
    sources: ['src', '../../packages/contract/src'],
    output: 'dist/main.js',
  },
  {
    name: '@bo/web',
    dir: 'apps/web',
    sources: [
      'src',
      'index.html',
      'public',
      'vite.config.ts',
      'precompress.ts',
      '../../packages/contract/src',
    ],
    output: 'dist/index.html',
  },
];

function newestMtime(target) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (!entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  visit(target);
  return newest;
}

export function buildIfNeeded({ force = false } = {}) {
  for (const t of TARGETS) {
    const dir = path.join(root, t.dir);
    const output = path.join(dir, t.output);
    const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    const changedAt = Math.max(...t.sources.map((s) => newestMtime(path.join(dir, s))));
    if (!force && builtAt > changedAt) continue;
    console.log(`building ${t.name} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    // The output file may be reused by an incremental build: mark the build time explicitly.
    const now = new Date();
    fs.utimesSync(output, now, now);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildIfNeeded({ force: process.argv.includes('--force') });
