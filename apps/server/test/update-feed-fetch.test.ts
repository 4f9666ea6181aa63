import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed } from '../src/modules/system/update/feed.js';
import { feedPolicy, type Lookup } from '../src/modules/system/update/feed-target.js';

const TLS_DIR = path.join(import.meta.dirname, 'fixtures/feed-tls');
const TLS = {
  cert: fs.readFileSync(path.join(TLS_DIR, 'cert.pem'), 'utf8'),
  key: fs.readFileSync(path.join(TLS_DIR, 'key.pem'), 'utf8'),
};
const OFFER = { version: '9.0.0', changelog: '', url: '', released_at: '' };

/** A lookup that returns `addresses` and counts how often it was asked. */
function counting(...addresses: string[]) {
  const lookup = Object.assign(
    (async () => {
      lookup.calls++;
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }) as Lookup,
    { calls: 0 },
  );
  return lookup;
}

// The request goes to the very address that was checked: the HTTP client never resolves the name
// again (a second DNS response cannot rebind it), while TLS still verifies the URL's host name.
describe('fetching the update feed', () => {
  const hosts: (string | undefined)[] = [];
  const servers: http.Server[] = [];
  let plain = 0;
  let tls = 0;
  beforeAll(async () => {
    const handler: http.RequestListener = (req, res) => {
      hosts.push(req.headers.host);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(OFFER));
    };
    servers.push(http.createServer(handler), https.createServer(TLS, handler));
    const ports = await Promise.all(
      servers.map(
        (s) =>
          new Promise<number>((resolve) =>
            s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)),
          ),
      ),
    );
    plain = ports[0] ?? 0;
    tls = ports[1] ?? 0;
  });
  afterAll(async () => {
    for (const s of servers) await new Promise<void>((done) => s.close(() => done()));
  });

  it('resolves once, connects to the checked address and sends the URL host', async () => {
    const policy = feedPolicy({ updateFeedAllow: ['mirror.test'] });
    const lookup = counting('127.0.0.1');
    const result = await fetchFeed(`http://mirror.test:${plain}/feed`, '', '1.0.0', policy, lookup);
    expect(result).toEqual({ kind: 'ok', feed: OFFER });
    expect(lookup.calls).toBe(1);
    expect(hosts.at(-1)).toBe(`mirror.test:${plain}`);
  });

  it('refuses without connecting when any DNS address is internal (a name not allowed)', async () => {
    const before = hosts.length;
    const lookup = counting('93.184.216.34', '127.0.0.1');
    const result = await fetchFeed(
      `https://feed.example:${tls}/feed`,
      'KEY-12345678',
      '1.0.0',
      feedPolicy({}),
      lookup,
    );
    expect(result).toEqual({ kind: 'unreachable' });
    expect(hosts.length).toBe(before);
  });

  it("verifies the certificate against the URL's host name, not the address connected to", async () => {
    const trusted = (allow: string) => ({ ...feedPolicy({ updateFeedAllow: [allow] }), ca: TLS.cert });
    const ok = await fetchFeed(
      `https://localhost:${tls}/feed`,
      '',
      '1.0.0',
      trusted('localhost'),
      counting('127.0.0.1'),
    );
    expect(ok).toEqual({ kind: 'ok', feed: OFFER });
    // Same address, but the certificate does not name mirror.test.
    const wrongName = await fetchFeed(
      `https://mirror.test:${tls}/feed`,
      '',
      '1.0.0',
      trusted('mirror.test'),
      counting('127.0.0.1'),
    );
    expect(wrongName).toEqual({ kind: 'unreachable' });
    // And without the mirror's CA the certificate is not trusted at all.
    const untrusted = await fetchFeed(
      `https://localhost:${tls}/feed`,
      '',
      '1.0.0',
      feedPolicy({ updateFeedAllow: ['localhost'] }),
      counting('127.0.0.1'),
    );
    expect(untrusted).toEqual({ kind: 'unreachable' });
  });
});
