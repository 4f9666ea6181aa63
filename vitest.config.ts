import { defineConfig } from 'vitest/config';
import { contractAlias } from './apps/web/contract-alias';

const alias = contractAlias;

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

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
    ],
  },
});
