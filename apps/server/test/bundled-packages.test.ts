import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const hookModule = pathToFileURL(path.join(import.meta.dirname, '../src/bundled-packages.ts')).href;

/** Runs `body` (an ES module) in a Node of its own, with tsx, from `cwd`; returns what it printed. */
function runModule(cwd: string, body: string): { out: string; err: string; status: number | null } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', body], {
    cwd,
    encoding: 'utf8',
  });
  return { out: run.stdout.trim(), err: run.stderr, status: run.status };
}

describe("the built server's bundled packages", () => {
  it('loads a bundled import from its one file and every other import as Node resolves it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bundled-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.writeFileSync(path.join(dir, 'probe.js'), 'export const from = "the bundle";\n');
    fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify({ 'bo-no-such-package': './probe.js' }));
    const dirUrl = `${pathToFileURL(dir).href}/`;
    const run = runModule(
      path.join(import.meta.dirname, '..'),
      `import { useBundledPackages } from ${JSON.stringify(hookModule)};
       useBundledPackages(new URL(${JSON.stringify(dirUrl)}));
       const { from } = await import('bo-no-such-package');
       const { Kysely } = await import('kysely');
       console.log(from, typeof Kysely);`,
    );
    expect(run.status, run.err).toBe(0);
    expect(run.out).toBe('the bundle function');
  });

  it('changes nothing where the build made no bundles', () => {
    const run = runModule(
      path.join(import.meta.dirname, '..'),
      `import { useBundledPackages } from ${JSON.stringify(hookModule)};
       useBundledPackages(new URL('file:///no/such/folder/'));
       try { await import('bo-no-such-package'); } catch (err) { console.log(err.code); }`,
    );
    expect(run.status, run.err).toBe(0);
    expect(run.out).toBe('ERR_MODULE_NOT_FOUND');
  });
});
