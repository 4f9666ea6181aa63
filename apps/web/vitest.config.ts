import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contractAlias } from './contract-alias';

export default defineConfig({
  resolve: {
    alias: contractAlias,
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // One DOM per worker and compiled modules shared between files, each file still in a fresh context:
    // half the time of a process per file, where setting up jsdom and loading antd cost more than most
    // files' tests.
    pool: 'vmForks',
    // As the root config's projects (a project in a file of its own does not take the root's settings).
    maxWorkers: 2,
    // After the server's files, as when the project ran on one worker: the server's timing-sensitive
    // tests (concurrent refunds) keep the load they were written under, other server files only.
    sequence: { groupOrder: 1 },
    execArgv: ['--import', fileURLToPath(new URL('src/test/node-hooks.mjs', import.meta.url))],
  },
});
