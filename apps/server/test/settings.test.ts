import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { defaultText, SETTINGS, type Setting, type SettingName, SettingsError } from '../src/settings.js';
import { onPostgres } from './helpers.js';
import { SERVER_ROOT, serverEnv, startServer, tempDataDir } from './server-process.js';

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const NAMES = Object.keys(SETTINGS) as SettingName[];

/** The names `loadConfig` refuses in `env`, or [] when it accepts it. */
function refused(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    return err.bad.map((b) => b.name);
  }
}

describe('settings read from the environment', () => {
  it('the five settings of the first start work as before', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: 'some/dir',
      DATABASE_URL: 'postgres://bo@db.internal:5432/bo',
      ADMIN_PASSWORD: ' spaced Pass 1 ',
      CAPTCHA: 'OFF',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: path.resolve('some/dir'),
      databaseUrl: 'postgres://bo@db.internal:5432/bo',
      adminPassword: ' spaced Pass 1 ',
      captcha: false,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://x/y' }).databaseUrl).toBe('postgresql://x/y');
  });

  it('unset and empty both mean the default', () => {
    const defaults = {
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: '',
      captcha: true,
      adminPassword: undefined,
      logLevel: 'info',
      trustProxy: false,
      bodyLimit: 2 * 1024 * 1024,
      pgPoolSize: 10,
      worker: true,
      shutdownTimeoutMs: 10_000,
      metricsToken: undefined,
      updateFeedAllow: [],
      sqliteReaders: undefined,
      logRequests: 'all',
    };
    expect(loadConfig({})).toMatchObject(defaults);
    expect(loadConfig(Object.fromEntries(NAMES.map((name) => [name, ''])))).toMatchObject(defaults);
  });

  it('reads switches, lists, levels and numbers in their usual spellings', () => {
    expect(
      loadConfig({
        TRUST_PROXY: '1',
        WORKER: 'off',
        CAPTCHA: 'on',
        LOG_LEVEL: 'DEBUG',
        UPDATE_FEED_ALLOW: 'mirror.lan, 10.0.0.5',
        PG_POOL_SIZE: '25',
        SHUTDOWN_TIMEOUT: '30',
        BODY_LIMIT: '1048576',
        TZ: 'Asia/Shanghai',
        METRICS_TOKEN: 'a-long-enough-token',
        SQLITE_READERS: '0',
        LOG_REQUESTS: 'Errors',
      }),
    ).toMatchObject({
      trustProxy: true,
      worker: false,
      captcha: true,
      logLevel: 'debug',
      updateFeedAllow: ['mirror.lan', '10.0.0.5'],
      pgPoolSize: 25,
      shutdownTimeoutMs: 30_000,
      bodyLimit: 1048576,
      metricsToken: 'a-long-enough-token',
      sqliteReaders: 0,
      logRequests: 'errors',
    });
    expect(refused({ TRUST_PROXY: 'true', TZ: 'UTC' })).toEqual([]);
    for (const zone of ['Etc/GMT+12', ':Asia/Shanghai', 'CST-8', 'EST5EDT,M3.2.0,M11.1.0', ':/etc/localtime'])
      expect(refused({ TZ: zone }), zone).toEqual([]);
  });

  it.each([
    ['PORT', ['abc', '70000', '-1', '80.5', '1e3']],
    ['HOST', ['local host', 'a;b']],
    ['DATABASE_URL', ['mysql://x', 'sqlite:app.db', 'postgres://']],
    ['PG_POOL_SIZE', ['0', 'ten']],
    ['CAPTCHA', ['maybe', 'disabled', 'constructor']],
    ['TRUST_PROXY', ['yes please']],
    ['BODY_LIMIT', ['-1', '0', '2MB']],
    ['SQLITE_READERS', ['-1', '17', 'two']],
    ['LOG_LEVEL', ['loud', 'verbose']],
    ['LOG_REQUESTS', ['some', '0.5']],
    ['WORKER', ['perhaps']],
    ['SHUTDOWN_TIMEOUT', ['0', '10s']],
    ['METRICS_TOKEN', ['short', 'has spaces in the middle']],
    ['REDIS_URL', ['localhost:6379', 'http://redis']],
    ['UPDATE_FEED_ALLOW', ['a b', 'https://mirror/']],
    ['UPDATE_FEED_CA', ['/no/such/file.pem', path.join(SERVER_ROOT, 'package.json')]],
    ['TZ', ['Asia/Shangai', 'Mars/Olympus_Mons', ':/no/such/zone']],
  ] as const)('refuses a bad %s', (name, values) => {
    for (const value of values) expect(refused({ [name]: value }), `${name}=${value}`).toEqual([name]);
  });

  it('names every bad setting at once, and shows no secret', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://root:hunter2@x', METRICS_TOKEN: 'hunter2' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(SettingsError);
      expect((err as SettingsError).bad).toEqual([
        { name: 'PORT', value: 'abc', allowed: ['integer', { min: 0, max: 65535 }] },
        { name: 'DATABASE_URL', value: undefined, allowed: ['databaseUrl'] },
        { name: 'METRICS_TOKEN', value: undefined, allowed: ['token', { min: 16 }] },
      ]);
    }
  });
});

/** The README's settings table: its rows' cells, by variable name. */
function readmeRows(): string[][] {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Settings (environment)'));
  const table = section.slice(section.indexOf('\n|'), section.indexOf('\n\n', section.indexOf('\n|')));
  return table
    .trim()
    .split('\n')
    .slice(2)
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** What the README's default column says of a setting. */
function readmeDefault(name: SettingName): string {
  const value = defaultText(name);
  const setting: Setting = SETTINGS[name];
  return value ? `\`${value}\`` : (setting.defaultText ?? '(empty)');
}

/** `.env.example`, made from the settings: the defaults set, the settings without one left commented. */
function envExample(): string {
  const head = [
    '# Settings of the back-office server, with their defaults (README "Settings"). Unset or empty means',
    '# the default. Copy to .env and load it with `node --env-file=.env` or `docker run --env-file .env`.',
  ];
  const blocks = NAMES.map((name) => {
    const value = defaultText(name);
    const setting: Setting = SETTINGS[name];
    const fallback = value || !setting.defaultText ? '' : `; default: ${setting.defaultText}`;
    return [`# ${setting.meaning}${fallback}`, value ? `${name}=${value}` : `# ${name}=`].join('\n');
  });
  return `${[head.join('\n'), ...blocks].join('\n\n')}\n`;
}

describe('the settings documentation', () => {
  it("the README's table lists exactly the settings, with their defaults and meanings", () => {
    expect(readmeRows()).toEqual(
      NAMES.map((name) => [`\`${name}\``, readmeDefault(name), SETTINGS[name].meaning]),
    );
  });

  it('.env.example is made from the settings (vitest -u writes it)', async () => {
    await expect(envExample()).toMatchFileSnapshot(path.join(REPO_ROOT, '.env.example'));
  });

  it('.env.example sets every setting it sets to its default', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const set = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(Object.keys(set).length).toBeGreaterThan(5);
    expect(loadConfig(set)).toEqual(loadConfig({}));
  });
});

/** Whatever the database of the suite, this is about the process: run once. */
describe.skipIf(onPostgres)('a server started with bad settings', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const BAD = {
    PORT: 'abc',
    BODY_LIMIT: '-1',
    CAPTCHA: 'maybe',
    DATABASE_URL: 'mysql://root:hunter2@x',
    LOG_LEVEL: 'loud',
    WORKER: 'perhaps',
  };

  it.each([
    [
      'zh_CN.UTF-8',
      [
        '未执行任何操作：以下环境变量的取值无效',
        'PORT=abc 无效，应为：0 到 65535 之间的整数',
        'BODY_LIMIT=-1 无效，应为：1024 到 1073741824 之间的整数',
        'CAPTCHA=maybe 无效，应为：on 或 off',
        'DATABASE_URL 的取值无效（不显示其内容），应为：空（使用 DATA_DIR 中的 SQLite）或以 postgres:// 或 postgresql:// 开头的地址',
        'LOG_LEVEL=loud 无效，应为：fatal, error, warn, info, debug, trace, silent 之一',
        'WORKER=perhaps 无效',
      ],
    ],
    [
      'en_US.UTF-8',
      [
        'Nothing was done: these environment settings are not valid',
        'PORT=abc is not valid: expected a whole number from 0 to 65535',
        'BODY_LIMIT=-1 is not valid: expected a whole number from 1024 to 1073741824',
        'CAPTCHA=maybe is not valid: expected on or off',
        'DATABASE_URL is not valid (its value is not shown): expected empty (SQLite in DATA_DIR) or a URL starting with postgres:// or postgresql://',
        'LOG_LEVEL=loud is not valid: expected one of fatal, error, warn, info, debug, trace, silent',
        'WORKER=perhaps is not valid',
      ],
    ],
  ])(
    'exits with 1 at once, says why in the language of LANG=%s, and creates nothing',
    async (lang, lines) => {
      const { dir, dataDir } = tempDataDir();
      dirs.push(dir);
      const server = startServer(serverEnv(dataDir, { ...BAD, LANG: lang }));
      const { code } = await server.exited;
      const stderr = server.stderr();
      expect(code, stderr).toBe(1);
      for (const line of lines) expect(stderr).toContain(line);
      expect(stderr).not.toContain('hunter2');
      expect(fs.readdirSync(dir)).toEqual([]);
    },
  );
});
