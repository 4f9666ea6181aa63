import path from 'node:path';
import { translate } from '@bo/contract';
import { terminalLang } from './lib/instance-lock.js';
import { type LogRequests, parseSettings, SettingsError } from './settings.js';

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
  /** Which requests get their one info line (env `LOG_REQUESTS`); every one when absent. */
  logRequests?: LogRequests;
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
  /** The `pg_restore` program `npm run restore` uses on PostgreSQL (env `PG_RESTORE`); found on PATH by default. */
  pgRestore?: string;
  /**
   * Hosts the update feed may use although they are not https on the public internet (env
   * `UPDATE_FEED_ALLOW`, comma-separated names or addresses): an intranet mirror over http or on a
   * private address. Empty: https to public addresses only.
   */
  updateFeedAllow?: string[];
  /** Extra CA certificates (PEM) trusted for the update feed (env `UPDATE_FEED_CA`, a file): a mirror's private CA. */
  updateFeedCa?: string;
  /**
   * Reader threads for SQLite reads outside transactions (env `SQLITE_READERS`); `0`: every query on
   * the server's thread. Absent: 2 (1 on a single core). None for a database in memory.
   */
  sqliteReaders?: number;
  /** Most connections to PostgreSQL (env `PG_POOL_SIZE`); 10 when absent. */
  pgPoolSize?: number;
  /** `false` (env `WORKER=off`): no job worker in this process, whatever buildApp's options ask. */
  worker?: boolean;
  /** How long a stop may take before the process gives up and exits with 1 (ms). */
  shutdownTimeoutMs?: number;
  /** Bearer token that opens `GET /metrics` from anywhere (env `METRICS_TOKEN`); without it, loopback only. */
  metricsToken?: string;
}

/** What the environment gives: tests build an {@link AppConfig} and may leave these out. */
export type LoadedConfig = AppConfig &
  Required<Pick<AppConfig, 'pgPoolSize' | 'worker' | 'shutdownTimeoutMs'>>;

/** The server's configuration from the environment; throws {@link SettingsError} naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const s = parseSettings(env);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    captcha: s.CAPTCHA,
    adminPassword: s.ADMIN_PASSWORD,
    webDist: s.WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: s.LOG_LEVEL,
    logRequests: s.LOG_REQUESTS,
    trustProxy: s.TRUST_PROXY,
    bodyLimit: s.BODY_LIMIT,
    ssoSecret: s.SSO_SECRET,
    pgDump: s.PG_DUMP || undefined,
    pgRestore: s.PG_RESTORE || undefined,
    redisUrl: s.REDIS_URL,
    updateFeedAllow: s.UPDATE_FEED_ALLOW,
    updateFeedCa: s.UPDATE_FEED_CA,
    pgPoolSize: s.PG_POOL_SIZE,
    sqliteReaders: s.SQLITE_READERS,
    worker: s.WORKER,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT * 1000,
    metricsToken: s.METRICS_TOKEN || undefined,
  };
}

/**
 * {@link loadConfig} for a command (the server, migrate, seed): bad settings are printed in the
 * terminal's language, one line each, and the process exits with 1 before it touches anything.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    const lang = terminalLang(env.LANG ?? '');
    const lines = err.bad.map(({ name, value, allowed }) => {
      const accepts = allowed ? translate(lang, `settings.allowed.${allowed[0]}`, allowed[1]) : '';
      return value === undefined
        ? translate(lang, 'settings.badHidden', { name, allowed: accepts })
        : translate(lang, 'settings.bad', { name, value, allowed: accepts });
    });
    console.error([translate(lang, 'settings.refused'), ...lines.map((line) => `  ${line}`)].join('\n'));
    process.exit(1);
  }
}
