import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT, MAX_CONFIGURABLE_UPLOAD_MB } from '@bo/contract';
import { validate } from 'dockerfile-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../apps/server/src/config.js';
import { MAX_SHEET_MB } from '../../apps/server/src/modules/assets/import/routes.js';
import { bytes, directive, locationFor, readSite } from './nginx-site.js';
import { NGINX, nginxConfig, nginxTest, REPO, SERVERS_FILE, SITE_FILE, UNIT_FILE } from './stack.js';

const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');
const MB = 1024 * 1024;
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-shipped-'));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

describe('the Dockerfile', () => {
  it('passes the Dockerfile linter', () => {
    const problems = validate(read('deploy/Dockerfile')).map(
      (d) => `${d.range.start.line + 1}: ${d.message}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('the compose file', () => {
  const compose = parse(read('deploy/compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
  };
  const apps = ['app1', 'app2'].map((name) => compose.services[name]);

  it('runs two instances, PostgreSQL, Redis and nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'nginx', 'postgres', 'redis']);
  });

  it('gives both instances the same database, Redis, files and proxy trust', () => {
    const [first, second] = apps;
    expect(second).toEqual(first);
    expect(first?.environment).toMatchObject({ TRUST_PROXY: '1', REDIS_URL: 'redis://redis:6379' });
    expect(first?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    const dataDir = first?.environment?.DATA_DIR;
    expect(first?.volumes?.some((v) => v.split(':')[1] === dataDir)).toBe(true);
  });

  it('puts the shipped site in front of both instances', () => {
    const mounts = Object.fromEntries(
      (compose.services.nginx?.volumes ?? []).map((v) => {
        const [from, to] = v.split(':');
        return [to, path.resolve(REPO, 'deploy', from!)];
      }),
    );
    expect(mounts['/etc/nginx/conf.d/default.conf']).toBe(SITE_FILE);
    // Where the site's `include backoffice-servers.conf` looks: beside the image's nginx.conf.
    const servers = fs.readFileSync(mounts['/etc/nginx/backoffice-servers.conf']!, 'utf8');
    const port = loadConfig({}).port;
    expect([...servers.matchAll(/^server\s+(\S+)/gm)].map((m) => m[1])).toEqual(
      ['app1', 'app2'].map((name) => `${name}:${port}`),
    );
  });
});

describe('the nginx site', () => {
  const { locations, server } = readSite(fs.readFileSync(SITE_FILE, 'utf8'));
  const limitFor = (uri: string) => {
    const location = locationFor(locations, uri);
    return bytes(
      directive(location?.body ?? '', 'client_max_body_size') ?? directive(server, 'client_max_body_size')!,
    );
  };

  /** Each kind of request body and the server's own limit for it. */
  const serverLimits = [
    { uri: `${API_ROOT}login`, limit: loadConfig({}).bodyLimit },
    { uri: `${API_ROOT}uploadPictures`, limit: MAX_CONFIGURABLE_UPLOAD_MB * MB },
    { uri: `${API_ROOT}assstmall/Assetimport`, limit: MAX_SHEET_MB * MB },
    { uri: `${API_ROOT}assstmall/new_Assetimport`, limit: MAX_SHEET_MB * MB },
  ];

  it.each(serverLimits)(
    'lets the server refuse a body of $uri over its limit ($limit bytes)',
    ({ uri, limit }) => {
      // Above the server's limit, so the server responds in the user's language; by no more than a
      // multipart envelope, so nginx takes in nothing the server would not.
      const margin = limitFor(uri) - limit;
      expect(margin).toBeGreaterThan(0);
      expect(margin).toBeLessThanOrEqual(MB);
    },
  );

  it.skipIf(!fs.existsSync(NGINX))('is accepted by nginx -t as shipped', () => {
    const config = nginxConfig(
      tempDir,
      fs.readFileSync(SITE_FILE, 'utf8'),
      fs.readFileSync(SERVERS_FILE, 'utf8'),
    );
    expect(nginxTest(tempDir, config)).toBe('');
  });
});

describe('the systemd unit', () => {
  const unit = fs.readFileSync(UNIT_FILE, 'utf8');
  const settings = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1]!);

  it('lets the server write its DATA_DIR under ProtectSystem=strict', () => {
    expect(settings('ProtectSystem')).toEqual(['strict']);
    const env = read('deploy/systemd/backoffice.env.example');
    const dataDir = /^DATA_DIR=(.+)$/m.exec(env)?.[1];
    const writable = [
      ...settings('StateDirectory').map((name) => `/var/lib/${name}`),
      ...settings('ReadWritePaths').flatMap((paths) => paths.split(/\s+/)),
    ];
    expect(writable).toContain(dataDir);
  });

  const analyze = '/usr/bin/systemd-analyze';
  it.skipIf(!fs.existsSync(analyze))('is a unit systemd reads without a complaint', () => {
    // The one line that depends on the machine: where Node is installed.
    const local = path.join(tempDir, 'backoffice.service');
    fs.writeFileSync(local, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    const result = spawnSync(analyze, ['verify', local], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });
});
