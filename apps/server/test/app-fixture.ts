import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { createTestApp, type TestApp, tokenFor } from './helpers.js';

/** The app of a `describe` block, readable once its tests run. */
export interface AppFixture {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  /** The super administrator's access token (unless the fixture was asked for none). */
  readonly token: string;
}

/**
 * Registers, in the enclosing `describe` block (or file), a fresh app started before its tests and
 * closed after them, its data folder removed. It signs the super administrator in unless `signedIn` is
 * false (tests that count sessions). A block's own `beforeAll` registered after this one sees the app.
 */
export function useTestApp(
  overrides: Parameters<typeof createTestApp>[0] = {},
  options: Parameters<typeof createTestApp>[1] & { signedIn?: boolean } = {},
): AppFixture {
  const { signedIn = true, ...appOptions } = options;
  let started: TestApp | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    started = await createTestApp(overrides, appOptions);
    if (signedIn) token = await tokenFor(started.app);
  });
  afterAll(async () => {
    if (!started) return;
    await started.close();
    fs.rmSync(started.config.dataDir, { recursive: true, force: true });
  });
  const running = (): TestApp => {
    if (!started) throw new Error('useTestApp: the app is read before the tests started');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    get token() {
      if (token === undefined) throw new Error('useTestApp: no token asked for (signedIn: false)');
      return token;
    },
  };
}
