import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/guard.js';
import { useTestApp } from './app-fixture.js';
import { onPostgres, TEST_DATABASE_URL } from './helpers.js';

/**
 * PostgreSQL closing the server's connections (a restart; here pg_terminate_backend, as its fast
 * shutdown does to every backend): node-postgres then emits 'error' events, which killed the process
 * while nothing listened. The app must stay up and respond from new connections.
 * apps/server/stress/pg-restart.ts restarts a real cluster under load.
 */
describe.skipIf(!onPostgres)('database connections closed by PostgreSQL', () => {
  const t = useTestApp();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });

  beforeAll(async () => {
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  const brands = () =>
    t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/brand`,
      headers: { authorization: `Bearer ${t.token}` },
    });

  it('keeps responding after every pooled connection was terminated, idle or in a transaction', async () => {
    // Several connections at once, so the pool holds more than one idle client.
    const pids = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.db.transaction().execute(async (trx) => {
          await sql`select pg_sleep(0.05)`.execute(trx);
          return (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        }),
      ),
    );
    // One more held open in a transaction while its backend goes away (a checked-out client).
    let release: () => void = () => undefined;
    const held = t.app.db
      .transaction()
      .execute(async (trx) => {
        const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!;
        pids.push(pid);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        await sql`select 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (err: unknown) => (err as Error).message,
      );
    while (pids.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[...new Set(pids)]]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await held).toMatch(/terminat|Connection/i);

    const res = await brands();
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
