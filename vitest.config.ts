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
