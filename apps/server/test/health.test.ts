import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture.js';
import { createTestApp } from './helpers.js';

describe('health probes', () => {
  const t = useTestApp({}, { signedIn: false });

  it('serves /livez and /readyz without a session while the database responds', async () => {
    for (const url of ['/livez', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 200, { status: 'ok' }]);
    }
  });

  it('says /readyz is unavailable when the database is gone, while /livez still responds', async () => {
    const other = await createTestApp();
    await other.app.db.destroy();
    const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable' }]);
    expect((await other.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    await other.close().catch(() => undefined);
  });
});
