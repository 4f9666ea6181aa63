import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../src/db/database.js';
import { PostgresChangeBus } from '../src/lib/change-bus-postgres.js';
import { onPostgres } from './helpers.js';

// A database host that accepts the connection and then says nothing (a half-dead server or network):
// the listener gives up on the attempt after the connect timeout and keeps trying, instead of hanging
// until the operating system's TCP timeout while its instance believes nothing (and caches nothing).
describe.skipIf(!onPostgres)('PostgreSQL change notices, against a silent host', () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket));
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    url = `postgres://postgres@127.0.0.1:${port}/none`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up an attempt after the connect timeout, says so, and is not listening', async () => {
    const heard: boolean[] = [];
    const warnings: string[] = [];
    const bus = new PostgresChangeBus(url, 't_silent', {
      changed: () => undefined,
      signalled: () => undefined,
      listening: (up) => heard.push(up),
      warn: (_err, message) => warnings.push(message),
    });
    const started = Date.now();
    await bus.open();
    const waited = Date.now() - started;
    await bus.close();
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
    expect(heard).not.toContain(true);
    expect(warnings.length).toBeGreaterThan(0);
  });
});
