import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Set once in the main process; workers inherit it, so every worker talks to the same fresh server.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
process.env.E2E_PORT ??= '18080';
process.env.E2E_ADMIN_PASSWORD ??= 'E2eAdmin12345';
process.env.E2E_SSO_SECRET ??= 'e2e-single-sign-on-secret';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two browsers against the one server: the spec files are shared between them, each file's tests
  // run in order. A spec changes nothing another may be reading at the same time (the shared admin's
  // look, a plug-in others use): what it changes is its own (`ownAdmin`, its own records).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(root, 'apps/web/test-results'),
  use: {
    baseURL,
    locale: 'zh-CN',
    // The tests check what the pages do, not how they animate: with the system asking for less motion
    // the app opens menus and dialogs at once (app/reducedMotion.ts), so a press cannot land on a menu
    // that is still sliding in.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node ${path.join(root, 'apps/server/dist/main.js')}`,
    url: `${baseURL}/api/v1/admin/lang`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      CAPTCHA: 'on',
      SSO_SECRET: process.env.E2E_SSO_SECRET,
      LOG_LEVEL: 'warn',
    },
  },
});
