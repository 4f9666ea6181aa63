import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The catalog key (under `settings.allowed.`) that says what a setting accepts, and its parameters. */
export type Allowed = readonly [key: string, params?: Record<string, string | number>];

/** One environment variable the server reads: how it is checked, and what the docs say of it. */
export interface Setting {
  schema: z.ZodType;
  /** The README's default column where the schema's default is empty: computed elsewhere (else "(empty)"). */
  defaultText?: string;
  /** One line for the README table and `.env.example`. */
  meaning: string;
  /** Absent where every value is accepted. */
  allowed?: Allowed;
  /** A bad value is not echoed (passwords, tokens, URLs that may hold a password). */
  hidden?: boolean;
}

/** Unset and empty are the same: the default (as `VAR=` in an env file or a compose file). */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function text(fallback = '') {
  return z.preprocess(blank, z.string().optional()).transform((v) => v ?? fallback);
}

/** A whole number within bounds, or undefined when unset. */
function wholeNumber(min: number, max: number) {
  return z.preprocess(
    blank,
    z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).optional(),
  );
}

/** A whole number within bounds, and the message that names them. */
function integer(min: number, max: number, fallback: number) {
  const schema = wholeNumber(min, max).transform((v) => v ?? fallback);
  return { schema, allowed: ['integer', { min, max }] as Allowed };
}

const SWITCH_VALUES: Record<string, boolean> = {
  on: true,
  true: true,
  1: true,
  off: false,
  false: false,
  0: false,
};

/** on/off (true/false, 1/0), any case. */
function onOff(fallback: boolean) {
  const schema = z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((v) => Object.hasOwn(SWITCH_VALUES, v))
        .transform((v) => SWITCH_VALUES[v] === true)
        .optional(),
    )
    .transform((v) => v ?? fallback);
  return { schema, allowed: ['switch'] as Allowed };
}

function matching(pattern: RegExp) {
  return z.preprocess(blank, z.string().trim().regex(pattern).optional()).transform((v) => v ?? '');
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const METRICS_TOKEN_MIN = 16;
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;
export const DEFAULT_PG_POOL_SIZE = 10;
export const MAX_SQLITE_READERS = 16;
/**
 * Which requests get their one log line: every one, those responded to with an error status (400 and up),
 * none.
 */
export const LOG_REQUESTS = ['all', 'errors', 'off'] as const;
export type LogRequests = (typeof LOG_REQUESTS)[number];

/** A host name, an IPv4 address or an IPv6 one (bracketed or not). */
const HOST = '[A-Za-z0-9.:[\\]_-]+';

/** A POSIX time zone rule, as glibc and Node read it: `CST-8`, `EST5EDT,M3.2.0,M11.1.0`. */
const POSIX_ZONE =
  /^[A-Za-z]{3,}[+-]?\d{1,2}(:\d{2}){0,2}([A-Za-z]{3,}([+-]?\d{1,2}(:\d{2}){0,2})?(,\S+)?)?$/;

/**
 * What Node understands in TZ: an IANA name (`Asia/Shanghai`, also as glibc's `:Asia/Shanghai`), a
 * POSIX rule, or a zoneinfo file. Anything else (a misspelt name) Node takes for UTC without a word.
 */
function knownZone(zone: string): boolean {
  const name = zone.replace(/^:/, '');
  if (POSIX_ZONE.test(name)) return true;
  if (path.isAbsolute(name)) return fs.existsSync(name);
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** PEM text of the file, read now: a missing or wrong file is an error the operator sees at start. */
function caFile() {
  return z.preprocess(
    blank,
    z
      .string()
      .transform((file, ctx) => {
        try {
          const pem = fs.readFileSync(file, 'utf8');
          if (pem.includes('-----BEGIN CERTIFICATE-----')) return pem;
        } catch {
          // Reported below, as for a file without certificates.
        }
        ctx.addIssue({ code: 'custom', message: 'not a PEM file' });
        return z.NEVER;
      })
      .optional(),
  );
}

/**
 * Every environment variable the server reads, in the order the README and `.env.example` list them.
 * The one place their defaults and limits live (the docs are checked against it by a test).
 */
export const SETTINGS = {
  PORT: {
    ...integer(0, 65535, 8080),
    meaning: 'HTTP port of the web app and the API (`/api/v1/admin/`); `0` takes a free one',
  },
  HOST: {
    schema: matching(new RegExp(`^${HOST}$`)).transform((v) => v || '0.0.0.0'),
    meaning: 'address to listen on (`127.0.0.1`: this machine only, behind a local proxy)',
    allowed: ['host'],
  },
  DATA_DIR: {
    schema: text('./data'),
    meaning: 'SQLite file, uploads and backups (one server per dir on SQLite; a second is refused)',
  },
  DATABASE_URL: {
    schema: matching(/^postgres(ql)?:\/\/\S+$/),
    meaning: '`postgres://user@host:5432/db` switches to PostgreSQL (same migrations)',
    allowed: ['databaseUrl'],
    hidden: true,
  },
  PG_POOL_SIZE: {
    ...integer(1, 1000, DEFAULT_PG_POOL_SIZE),
    meaning: 'most connections one instance opens to PostgreSQL',
  },
  SQLITE_READERS: {
    schema: wholeNumber(0, MAX_SQLITE_READERS),
    defaultText: '2 (1 on one core)',
    meaning: 'threads that run SQLite reads, so a long one never holds the server; `0`: all on the server',
    allowed: ['integer', { min: 0, max: MAX_SQLITE_READERS }],
  },
  ADMIN_PASSWORD: {
    schema: z.preprocess(blank, z.string().optional()),
    defaultText: 'random, printed once',
    meaning: 'password of the first `admin` account, used on the first start only',
    hidden: true,
  },
  CAPTCHA: {
    ...onOff(true),
    meaning: '`off` disables the slide captcha (automation only)',
  },
  SSO_SECRET: {
    schema: text(),
    meaning: 'shared secret for single sign-on tokens accepted by `/tokenlogin`',
    hidden: true,
  },
  TRUST_PROXY: {
    ...onOff(false),
    meaning: '`on` when behind a reverse proxy, so client IPs are read from `X-Forwarded-For`',
  },
  BODY_LIMIT: {
    ...integer(1024, 1024 * 1024 * 1024, DEFAULT_BODY_LIMIT),
    meaning: 'largest JSON request body, in bytes (file uploads have limits of their own)',
  },
  WEB_DIST: {
    schema: text(),
    defaultText: '`apps/web/dist`',
    meaning: 'the built web app served at `/`',
  },
  LOG_LEVEL: {
    schema: z
      .preprocess(blank, z.string().trim().toLowerCase().pipe(z.enum(LOG_LEVELS)).optional())
      .transform((v) => v ?? 'info'),
    meaning: `structured JSON logs (pino), one of ${LOG_LEVELS.join(', ')}`,
    allowed: ['oneOf', { values: LOG_LEVELS.join(', ') }],
  },
  LOG_REQUESTS: {
    schema: z
      .preprocess(blank, z.string().trim().toLowerCase().pipe(z.enum(LOG_REQUESTS)).optional())
      .transform((v): LogRequests => v ?? 'all'),
    meaning: 'one info line per request: `all`, `errors` (status 400 and up) or `off`',
    allowed: ['oneOf', { values: LOG_REQUESTS.join(', ') }],
  },
  WORKER: {
    ...onOff(true),
    meaning: '`off`: this instance runs no background jobs (exports, imports, backups); another one must',
  },
  SHUTDOWN_TIMEOUT: {
    ...integer(1, 3600, 10),
    meaning: 'seconds a stop (SIGTERM) waits for requests and the running job before exiting with 1',
  },
  METRICS_TOKEN: {
    schema: matching(new RegExp(`^[\\x21-\\x7e]{${METRICS_TOKEN_MIN},}$`)),
    meaning: '`GET /metrics` from anywhere with `Authorization: Bearer <token>`; empty: loopback only',
    allowed: ['token', { min: METRICS_TOKEN_MIN }],
    hidden: true,
  },
  REDIS_URL: {
    schema: matching(/^rediss?:\/\/\S+$/),
    meaning: '`redis://host:6379`: rate limits and change notices of several instances in Redis',
    allowed: ['redisUrl'],
    hidden: true,
  },
  PG_DUMP: {
    schema: text(),
    defaultText: '`pg_dump` on `PATH`',
    meaning: 'the `pg_dump` program for backups on PostgreSQL',
  },
  PG_RESTORE: {
    schema: text(),
    defaultText: '`pg_restore` on `PATH`',
    meaning: 'the `pg_restore` program `npm run restore` uses on PostgreSQL',
  },
  UPDATE_FEED_ALLOW: {
    schema: matching(new RegExp(`^${HOST}(\\s*,\\s*${HOST})*$`)).transform((list) =>
      list
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    ),
    meaning: 'hosts (`a,b`) the update feed may reach by http or on a private address: a mirror',
    allowed: ['hosts'],
  },
  UPDATE_FEED_CA: {
    schema: caFile(),
    meaning: 'PEM file of extra CA certificates trusted for the update feed (a private CA)',
    allowed: ['caFile'],
  },
  TZ: {
    schema: z.preprocess(blank, z.string().refine(knownZone).optional()),
    defaultText: "the system's",
    meaning: 'time zone (`Asia/Shanghai`) of local days: statistics, dashboard, date filters, order numbers',
    allowed: ['timeZone'],
  },
  LANG: {
    schema: z.string().optional(),
    defaultText: "the system's",
    meaning: '`zh…` prints terminal messages (bad settings, migrate, restore) in Chinese, else English',
  },
} satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;

/** The one schema of the environment, built from {@link SETTINGS}. */
export const settingsSchema = z.object(
  Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.schema])) as {
    [K in SettingName]: (typeof SETTINGS)[K]['schema'];
  },
);

export type Settings = z.output<typeof settingsSchema>;

/** A setting whose value is not allowed: its name, its value when it may be shown, what it accepts. */
export interface BadSetting {
  name: SettingName;
  value?: string;
  allowed?: Allowed;
}

/** Thrown by {@link parseSettings}: every bad setting at once, so one restart fixes them all. */
export class SettingsError extends Error {
  constructor(readonly bad: BadSetting[]) {
    super(`invalid settings: ${bad.map((b) => b.name).join(', ')}`);
  }
}

export function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const names = new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as SettingName));
  throw new SettingsError(
    [...names].map((name) => {
      const setting: Setting = SETTINGS[name];
      return { name, value: setting.hidden ? undefined : env[name], allowed: setting.allowed };
    }),
  );
}

/** A setting's default as an env file writes it: empty where it is computed or there is none. */
export function defaultText(name: SettingName): string {
  const value: unknown = SETTINGS[name].schema.parse(undefined);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value)) return value.join(',');
  return value === undefined ? '' : String(value);
}
