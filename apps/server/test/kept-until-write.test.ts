import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from '../src/db/statement-cache.js';
import { KeptUntilWrite } from '../src/lib/kept-until-write.js';

/** A source whose reads are counted and whose value the test changes. */
function source() {
  const state = { value: 1, reads: 0 };
  const read = async () => {
    state.reads++;
    return state.value;
  };
  return { state, read };
}

describe('values kept until a write', () => {
  it('reads once within the time to live, and again after it', async () => {
    const db = {};
    const { state, read } = source();
    const kept = new KeptUntilWrite<string, number>(50, () => read());
    expect([await kept.get(db, 'a'), await kept.get(db, 'a')]).toEqual([1, 1]);
    expect(state.reads).toBe(1);
    state.value = 2;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await kept.get(db, 'a')).toBe(2);
  });

  it('reads the source while a write is handled, and afresh after it', async () => {
    const db = {};
    const { state, read } = source();
    const kept = new KeptUntilWrite<string, number>(60_000, () => read());
    expect(await kept.get(db, 'a')).toBe(1);
    KeptUntilWrite.beginWrite(db);
    state.value = 2;
    expect(await kept.get(db, 'a')).toBe(2);
    state.value = 3;
    expect(await kept.get(db, 'a')).toBe(3);
    KeptUntilWrite.endWrite(db);
    expect(await kept.get(db, 'a')).toBe(3);
    state.value = 4;
    expect(await kept.get(db, 'a')).toBe(3);
    KeptUntilWrite.dropAll(db);
    expect(await kept.get(db, 'a')).toBe(4);
  });

  it('never answers a read that started before a write with what it read', async () => {
    const db = {};
    let release = (_: number) => {};
    const kept = new KeptUntilWrite<string, number>(60_000);
    const early = kept.getWith(db, 'a', () => new Promise<number>((resolve) => (release = resolve)));
    KeptUntilWrite.beginWrite(db);
    KeptUntilWrite.endWrite(db);
    release(1);
    expect(await early).toBe(1);
    expect(await kept.getWith(db, 'a', async () => 2)).toBe(2);
  });

  it('keeps each database apart, forgets failures and keeps at most maxKeys keys', async () => {
    const kept = new KeptUntilWrite<number, number>(60_000, async (_db, key) => key * 10, 2);
    const one = {};
    const two = {};
    expect(await kept.get(one, 1)).toBe(10);
    KeptUntilWrite.dropAll(two);
    expect(await kept.getWith(one, 1, async () => 99)).toBe(10);
    await expect(kept.getWith(one, 5, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.getWith(one, 5, async () => 50)).toBe(50);
    await kept.get(one, 2);
    await kept.get(one, 3);
    expect(await kept.getWith(one, 5, async () => 55)).toBe(55);
    expect(await kept.getWith(one, 3, async () => 33)).toBe(30);
  });
});

describe('prepared statements kept by their SQL', () => {
  it('reuses a statement, prepares anew while one is being iterated, and keeps at most size', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const db = cachingStatements(sqlite, 2);
    const sql = 'select n from t order by n';
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    const rows = (first as SQLite.Statement).iterate();
    rows.next();
    const during = db.prepare(sql);
    expect(during).not.toBe(first);
    expect((during as SQLite.Statement).all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    expect(db.prepare(sql)).toBe(first);
    db.prepare('select 1');
    db.prepare('select 2');
    expect(db.prepare(sql)).not.toBe(first);
    db.close();
  });
});
