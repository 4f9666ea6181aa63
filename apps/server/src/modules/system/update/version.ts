import fs from 'node:fs';
import path from 'node:path';

interface Release {
  version: string;
  changelog: string;
}

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
function findRoot(start: string): string | null {
  let dir = start;
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      try {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { workspaces?: unknown };
        if (pkg.workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep looking upwards.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The folder the running release is installed in (its root package.json), or null when not found. */
export function installRoot(): string | null {
  return findRoot(import.meta.dirname);
}

function read(): Release {
  const root = installRoot();
  if (!root) return { version: '0.0.0', changelog: '' };
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
  const changelogFile = path.join(root, 'CHANGELOG.md');
  return {
    version: pkg.version ?? '0.0.0',
    changelog: fs.existsSync(changelogFile) ? fs.readFileSync(changelogFile, 'utf8') : '',
  };
}

let release: Release | undefined;

/** The running release: the root package.json version and the root CHANGELOG.md (read once). */
export function runningRelease(): Release {
  release ??= read();
  return release;
}
