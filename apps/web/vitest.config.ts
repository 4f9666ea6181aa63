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
  },
});
