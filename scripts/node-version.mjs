// Refuses to go on under a Node older than the root package's `engines.node` (">=major.minor"): the
// SQLite driver's shipped binaries need it, and under an older Node they crash instead of failing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** Exits 1 with a message naming both versions when this Node is older than `engines.node`. */
export function requireSupportedNode() {
  const [wantMajor, wantMinor = 0] = wanted
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return;
  const lts = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  console.error(
    `Node ${wanted.replace(/^>=\s*/, '')} or newer is needed (Node ${lts} LTS recommended, see .nvmrc); this is Node ${process.versions.node}.`,
  );
  process.exit(1);
}
