import { defineConfig } from 'vitest/config';
import { contractAlias } from './apps/web/contract-alias';

const alias = contractAlias;

/**
 * The stall test measures how fast the server answers while it works: beside another test file it would
 * measure that file's use of the two cores. It runs after everything else, one database at a time.
 */
const STALL_TEST = 'test/security/stall.test.ts';

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    exclude: [STALL_TEST],
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

const stall = (name: string, db: 'sqlite' | 'postgres', groupOrder: number) => {
  const project = server(name, db);
  return {
    ...project,
    test: { ...project.test, include: [STALL_TEST], exclude: [], sequence: { groupOrder } },
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
      'apps/web/vitest.config.ts',
      deploy,
      stall('server-sqlite-stall', 'sqlite', 1),
      stall('server-postgres-stall', 'postgres', 2),
    ],
  },
});
