// `npm start`: build what is missing, then run the server (migrations and first data run at boot).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { requireSupportedNode } from './node-version.mjs';
import { supervise } from './supervise.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first (or `npm install && npm start`).');
  process.exit(1);
}
buildIfNeeded();
supervise([path.join(root, 'apps/server/dist/main.js')]);
