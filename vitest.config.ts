import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { contractAlias } from './apps/web/contract-alias';

const alias = contractAlias;

/**
 * The stall test measures how fast the server answers while it works: beside another test file it would
 * measure that file's use of the two cores. It runs after everything else, one database at a time.
 */
const STALL_TEST = 'test/security/stall.test.ts';

/**
 * Server test files share their worker's loaded modules (`isolate: false`): loading the whole app once per
 * worker instead of once per file saves most of the suite's import time. A file that replaces a module
 * (`vi.mock`) needs modules of its own, so those run isolated, in a project of their own.
 */
const SERVER_ROOT = 'apps/server';
const MOCKING_TESTS = fs
  .readdirSync(path.join(SERVER_ROOT, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/${file.split(path.sep).join('/')}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8')));

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    root: SERVER_ROOT,
    include: ['test/**/*.test.ts'],
    exclude: [STALL_TEST, ...MOCKING_TESTS],
    isolate: false,
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

const isolated = (name: string, db: 'sqlite' | 'postgres') => {
  const project = server(name, db);
  return { ...project, test: { ...project.test, include: MOCKING_TESTS, exclude: [], isolate: true } };
};

const stall = (name: string, db: 'sqlite' | 'postgres', groupOrder: number) => {
  const project = server(name, db);
  return {
    ...project,
    test: { ...project.test, include: [STALL_TEST], exclude: [], isolate: true, sequence: { groupOrder } },
  };
};

/**
 * The shipped deployment files (deploy/): lints, and nginx in front of two built servers. Its first
 * hook builds what is missing (`npm test` builds before the tests, so there it has nothing to do).
 */
const deploy = {
  resolve: { alias },
  test: {
    name: 'deploy',
    root: 'deploy',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; two keep both cores busy (test files wait on the
    // database and on argon2 as often as on the CPU).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      server('server-sqlite', 'sqlite'),
      server('server-postgres', 'postgres'),
      isolated('server-sqlite-isolated', 'sqlite'),
      isolated('server-postgres-isolated', 'postgres'),
      'apps/web/vitest.config.ts',
      deploy,
      stall('server-sqlite-stall', 'sqlite', 2),
      stall('server-postgres-stall', 'postgres', 3),
    ],
  },
});
