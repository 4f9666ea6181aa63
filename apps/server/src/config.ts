import fs from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment; tests build one with {@link testConfig}-style overrides. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; empty means the embedded SQLite file in `dataDir`. */
  databaseUrl: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  databaseSchema?: string;
  /** SQLite file; `:memory:` in tests. Defaults to `dataDir/app.db`. */
  sqliteFile?: string;
  captcha: boolean;
  adminPassword?: string;
  /** Built web app to serve at `/`; absent in API-only tests. */
  webDist?: string;
  logLevel: string;
  trustProxy: boolean;
  /** Request body limit in bytes for JSON bodies. */
  bodyLimit: number;
  /** Shared secret for `login/token` from a trusted single sign-on; empty disables SSO tokens. */
  ssoSecret: string;
  /**
   * `redis://...` (env `REDIS_URL`): rate-limit counters and change notices shared through Redis, for
   * several instances; empty uses the database (PostgreSQL) or the process (SQLite) for them.
   */
  redisUrl?: string;
  /** The `pg_dump` program used for PostgreSQL backups (env `PG_DUMP`); found on PATH by default. */
  pgDump?: string;
  /**
   * Hosts the update feed may use although they are not https on the public internet (env
   * `UPDATE_FEED_ALLOW`, comma-separated names or addresses): an intranet mirror over http or on a
   * private address. Empty: https to public addresses only.
   */
  updateFeedAllow?: string[];
  /** Extra CA certificates (PEM) trusted for the update feed (env `UPDATE_FEED_CA`, a file): a mirror's private CA. */
  updateFeedCa?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    captcha: (env.CAPTCHA || 'on').toLowerCase() !== 'off',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bodyLimit: Number(env.BODY_LIMIT || 2 * 1024 * 1024),
    ssoSecret: env.SSO_SECRET || '',
    pgDump: env.PG_DUMP || undefined,
    redisUrl: env.REDIS_URL || '',
    updateFeedAllow: (env.UPDATE_FEED_ALLOW || '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    // Read at start: a missing file is a configuration error the operator sees at once.
    updateFeedCa: env.UPDATE_FEED_CA ? fs.readFileSync(env.UPDATE_FEED_CA, 'utf8') : undefined,
  };
}
