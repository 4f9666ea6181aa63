// Part of the server's build, after tsc: each package below, which loads as hundreds of small modules,
// bundled into one file under dist/packages, with dist/packages/index.json naming the file of each import.
// The built server's entry (src/bundled-packages.ts) loads them from there. Loading a package's files one
// by one is most of its cost at a start: Kysely's 300 modules take 85-110 ms, its bundle 6-20 ms; the
// contract's 150, 110 ms against 65. Other packages stay imports of their own (zod above all: the server
// and the contract must share its one copy).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const BUNDLED = ['kysely', 'kysely/migration', '@bo/contract'];

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(server, 'dist', 'packages');
const fileName = (specifier) => specifier.replace(/^@/, '').replaceAll('/', '-');

fs.rmSync(out, { recursive: true, force: true });
await build({
  // The files Node itself would load for each import from the server (no `source` condition).
  entryPoints: Object.fromEntries(
    BUNDLED.map((specifier) => [fileName(specifier), fileURLToPath(import.meta.resolve(specifier))]),
  ),
  outdir: out,
  bundle: true,
  // A package's parts that two of the imports share (Kysely's core, for `kysely/migration`) are one
  // chunk both load, so each class exists once.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
});
fs.writeFileSync(
  path.join(out, 'index.json'),
  `${JSON.stringify(Object.fromEntries(BUNDLED.map((s) => [s, `./${fileName(s)}.js`])), null, 2)}\n`,
);
