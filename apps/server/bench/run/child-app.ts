import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { buildApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import type { JobWorkerOptions } from '../../src/jobs/worker.js';
import { ROOT } from './settings.js';

/** The line a child prints its JSON result after (anything else it prints is passed through). */
export const RESULT_MARK = 'BENCH_RESULT ';

/** Prints the child's result for the runner, with this process's peak RSS (MB). */
export function reportResult(result: Record<string, unknown>): void {
  // `maxRSS` is in kilobytes: the high-water mark of this whole process, which is the point.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(`${RESULT_MARK}${JSON.stringify({ ...result, peakRssMb })}`);
}

/** The configuration of an in-process bench app on `dataDir` (SQLite there, or DATABASE_URL when set). */
export function benchConfig(dataDir: string, ssoSecret = ''): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.DATABASE_URL ?? '',
    sqliteFile: path.join(dataDir, 'app.db'),
    captcha: false,
    adminPassword: 'Bench12345pass',
    logLevel: 'silent',
    trustProxy: false,
    bodyLimit: 2 * 1024 * 1024,
    ssoSecret,
  };
}

const BUILT = path.join(ROOT, 'apps/server/dist');
let bundlesUsed: Promise<void> | undefined;

/**
 * A module of the built server (`apps/server/dist`), typed as its source: what `npm start` runs, where
 * a thread it starts loads built code too (from sources each thread would first load tsx). As the
 * server's entry does, the packages the build bundled are loaded from their bundles.
 */
export async function builtModule<M>(file: string): Promise<M> {
  bundlesUsed ??= import(pathToFileURL(path.join(BUILT, 'bundled-packages.js')).href).then(
    ({ useBundledPackages }: typeof import('../../src/bundled-packages.js')) =>
      useBundledPackages(pathToFileURL(path.join(BUILT, 'packages/'))),
  );
  await bundlesUsed;
  return (await import(pathToFileURL(path.join(BUILT, file)).href)) as M;
}

/** An app without HTTP listening on `dataDir` (SQLite) or DATABASE_URL, in `schema` if given (PostgreSQL). */
export async function childApp(
  dataDir: string,
  options: { schema?: string; worker?: JobWorkerOptions; build?: typeof buildApp } = {},
) {
  const config: AppConfig = {
    ...benchConfig(dataDir),
    ...(options.schema ? { databaseSchema: options.schema } : {}),
  };
  // From sources unless given: a child running the built server loads none of them.
  const build = options.build ?? (await import('../../src/app.js')).buildApp;
  const { app } = await build(config, {
    logger: false,
    ...(options.worker ? { worker: options.worker } : {}),
  });
  const admin = await app.db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return { app, adminId: admin.id };
}
