import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { rawSqlite, readersReady, readerThreads } from '../src/db/database.js';
import { READER_NICE } from '../src/db/sqlite-readers.js';
import { call, createTestApp, onPostgres, type TestApp, tokenFor } from './helpers.js';

/** Rows the slow read counts through: about a second on SQLite and on PostgreSQL, on this machine. */
const SLOW_ROWS = 2_000_000;
const slowRead = sql<{ n: number }>`
  with recursive c(n) as (select 1 union all select n + 1 from c where n < ${SLOW_ROWS})
  select count(*) as n from c`;

/** A fresh app on a SQLite file of its own (PostgreSQL: the usual private schema). */
async function appOnFile(overrides: Partial<AppConfig> = {}): Promise<{ t: TestApp; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-readers-'));
  const t = await createTestApp({ dataDir: dir, sqliteFile: path.join(dir, 'app.db'), ...overrides });
  // Until a reader thread has started, reads run on the server's connection: what these tests look at
  // (a read beside an open transaction, GET /livez beside a long read) needs one running. A thread
  // takes a while to start on a machine busy with other test files.
  if (!onPostgres && overrides.sqliteReaders !== 0)
    await vi.waitFor(() => expect(readersReady(t.app.db)).toBe(true), { timeout: 20_000, interval: 20 });
  return { t, dir };
}

/**
 * Runs the slow read and, while it runs, asks `GET /livez`; returns when each finished (ms from the start).
 */
async function livezDuringSlowRead(t: TestApp) {
  const started = performance.now();
  let readDone = 0;
  const read = slowRead.execute(t.app.db).then((result) => {
    readDone = performance.now() - started;
    return result;
  });
  const livez = await t.app.inject({ method: 'GET', url: '/livez' });
  const livezDone = performance.now() - started;
  const result = await read;
  return {
    livezStatus: livez.statusCode,
    livezDone,
    readDone,
    count: Number(result.rows[0]?.n),
  };
}

describe('reads on reader threads (a SQLite file, readers on)', () => {
  let t: TestApp;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    ({ t, dir } = await appOnFile());
    token = await tokenFor(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(onPostgres)('runs with reader threads', () => {
    expect(readerThreads(t.app.db).length).toBeGreaterThan(0);
  });

  it.skipIf(onPostgres || process.platform !== 'linux')(
    'runs its readers below the priority of the server thread',
    async () => {
      // The nice value of each of this process's threads (field 19 of its stat line).
      const nice = (task: string) =>
        Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
      const own = nice(String(process.pid));
      const below = () =>
        fs.readdirSync('/proc/self/task').filter((task) => nice(task) === Math.min(19, own + READER_NICE));
      // Each reader lowers its own priority as its thread starts, and the threads start one after the
      // other: on a busy machine the last may not have started yet when the app is ready.
      await vi.waitFor(() => expect(below().length).toBeGreaterThanOrEqual(readerThreads(t.app.db).length), {
        timeout: 10_000,
      });
    },
  );

  it('a list right after a create shows the new row; detail, update, delete alike', async () => {
    const title = `Read after write ${Date.now()}`;
    const created = await call(t.app, 'POST', 'notice', { token, body: { title, body: '<p>x</p>' } });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().message.id;
    const list = await call(t.app, 'GET', 'notice', { token, query: { keyword: title } });
    expect(list.json().message.data.map((n: { id: number }) => n.id)).toEqual([id]);

    const detail = await call(t.app, 'GET', `notice/${id}`, { token });
    expect(detail.json().message).toMatchObject({ id, title, version: 1 });

    // The update checks the version and writes in one transaction, on the server's connection.
    const updated = await call(t.app, 'POST', `notice/${id}`, {
      token,
      body: { title: `${title} (2)`, body: '<p>y</p>', version: 1 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await call(t.app, 'GET', `notice/${id}`, { token })).json().message;
    expect(after).toMatchObject({ title: `${title} (2)`, body: '<p>y</p>', version: 2 });
    const stale = await call(t.app, 'POST', `notice/${id}`, {
      token,
      body: { title: 'stale', body: '<p>z</p>', version: 1 },
    });
    expect(stale.json().status).not.toBe(200);

    const destroyed = await call(t.app, 'POST', `notice/destroy/${id}`, { token, body: {} });
    expect(destroyed.json().status, destroyed.body).toBe(200);
    expect((await call(t.app, 'GET', `notice/${id}`, { token })).json().status).toBe(40400);
    const gone = await call(t.app, 'GET', 'notice', { token, query: { keyword: title } });
    expect(gone.json().message.data).toEqual([]);
  });

  it('a transaction sees its own writes, and reads outside it see them once it commits', async () => {
    const title = `In a transaction ${Date.now()}`;
    const now = new Date().toISOString();
    const values = { body: '', author: 'test', state: 'draft' as const, created_at: now, updated_at: now };
    let outsideMeanwhile: unknown[] = [];
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notices')
        .values({ ...values, title })
        .execute();
      const inside = await trx.selectFrom('notices').select('title').where('title', '=', title).execute();
      expect(inside).toEqual([{ title }]);
      if (!onPostgres)
        outsideMeanwhile = await t.app.db
          .selectFrom('notices')
          .select('id')
          .where('title', '=', title)
          .execute();
    });
    // On SQLite the read outside ran on a reader while the transaction was open: it saw none of it.
    expect(outsideMeanwhile).toEqual([]);
    const list = await call(t.app, 'GET', 'notice', { token, query: { keyword: title } });
    expect(list.json().message.data.map((n: { title: string }) => n.title)).toEqual([title]);
  });

  it('a failed transaction leaves nothing behind, and the next write goes through', async () => {
    const title = `Rolled back ${Date.now()}`;
    const now = new Date().toISOString();
    const values = { body: '', author: 'test', state: 'draft' as const, created_at: now, updated_at: now };
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notices')
          .values({ ...values, title })
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const created = await call(t.app, 'POST', 'notice', {
      token,
      body: { title: `${title} 2`, body: '<p>x</p>' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const titles = (await call(t.app, 'GET', 'notice', { token, query: { keyword: title } }))
      .json()
      .message.data.map((n: { title: string }) => n.title);
    expect(titles).toEqual([`${title} 2`]);
  });

  it('GET /livez responds while a long read runs', async () => {
    const run = await livezDuringSlowRead(t);
    expect(run.count).toBe(SLOW_ROWS);
    expect(run.livezStatus).toBe(200);
    // The probe finished long before the read did, whatever else this machine was doing.
    expect(run.livezDone, JSON.stringify(run)).toBeLessThan(run.readDone / 4);
  });

  it.skipIf(onPostgres)(
    'reads answer what the server connection answers: blobs, big numbers, errors',
    async () => {
      const query = sql<
        Record<string, unknown>
      >`select x'00ff10' as blob, 9007199254740993 as big, 1.5 as real, 'é' as text, null as empty`;
      const pooled = (await query.execute(t.app.db)).rows[0];
      const direct = rawSqlite(t.app.db)!.prepare(query.compile(t.app.db).sql).get() as Record<
        string,
        unknown
      >;
      expect(Buffer.isBuffer(pooled?.blob)).toBe(true);
      expect(pooled).toEqual(direct);

      const failure = await sql`select * from no_such_table`.execute(t.app.db).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(SQLite.SqliteError);
      expect(failure).toMatchObject({ code: 'SQLITE_ERROR', message: 'no such table: no_such_table' });
      // Its stack says where the query was asked for, as the server connection's would.
      expect((failure as Error).stack).toContain('db-readers.test.ts');
    },
  );

  it.skipIf(onPostgres)('a reader thread that dies fails its query, and is replaced', async () => {
    const before = readerThreads(t.app.db);
    const reading = slowRead.execute(t.app.db);
    const failed = reading.then(
      () => null,
      (err: unknown) => err,
    );
    // The read went to the first idle reader; ending every thread ends the one running it.
    await Promise.all(before.map((thread) => thread.terminate()));
    expect(await failed).toBeInstanceOf(Error);
    const after = readerThreads(t.app.db);
    expect(after).toHaveLength(before.length);
    for (const thread of after) expect(before).not.toContain(thread);
    const list = await call(t.app, 'GET', 'notice', { token });
    expect(list.statusCode, list.body).toBe(200);
  });
});

describe.skipIf(onPostgres)('SQLITE_READERS=0: every query on the server thread', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    ({ t, dir } = await appOnFile({ sqliteReaders: 0 }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has no reader, so GET /livez waits for a long read', async () => {
    expect(readerThreads(t.app.db)).toEqual([]);
    const run = await livezDuringSlowRead(t);
    expect(run.count).toBe(SLOW_ROWS);
    expect(run.livezDone).toBeGreaterThanOrEqual(run.readDone);
  });
});

describe.skipIf(onPostgres)('closing the app', () => {
  it('ends every reader thread', async () => {
    const { t, dir } = await appOnFile();
    const threads = readerThreads(t.app.db);
    expect(threads.length).toBeGreaterThan(0);
    const ended = threads.map((thread) => new Promise((resolve) => thread.once('exit', resolve)));
    await sql`select 1`.execute(t.app.db);
    await t.close();
    await Promise.all(ended);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
