import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the statistics thread looks for tables that grew or shrank (ms). */
const EVERY_MS = 10 * 60_000;
/** The first look, this long after the start, so that it does not compete with the start itself. */
const FIRST_MS = 60_000;
/** Below this many rows SQLite's default estimates plan as well as statistics would. */
const MIN_ROWS = 1_000;

/**
 * The statistics thread: a connection of its own finds the tables whose row count reached twice (or
 * fell to half) what their statistics say, or that have none yet, and writes their statistics, as
 * `ANALYZE` would, into `sqlite_stat1`. `ANALYZE` itself holds the write lock while it reads every
 * index, seconds at bench scale, and the server's connection waits for that lock on its own thread;
 * here the counting is plain reads (WAL: no lock), and only the few rows written take the lock, for a
 * moment. Skewed values (`sqlite_stat4` samples) are not computed: a refreshed table's samples are
 * dropped, as they no longer describe its rows. Indexes on expressions keep SQLite's defaults. Plain
 * JavaScript, so it runs the same from the built server and from sources.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const id = (name) => '"' + name.replace(/"/g, '""') + '"';
const count = (sql) => db.prepare(sql).pluck().get();
function hasTable(name) {
  return count("select count(*) from sqlite_schema where type = 'table' and name = '" + name + "'") > 0;
}
/** Tables statistics help: neither SQLite's own, nor a virtual table or the tables one keeps for itself. */
function tables() {
  const all = db.prepare("select name, sql from sqlite_schema where type = 'table' and name not like 'sqlite!_%' escape '!'").all();
  const virtual = all.filter((t) => /^create\\s+virtual\\s/i.test(t.sql)).map((t) => t.name);
  return all.map((t) => t.name).filter((name) => !virtual.some((v) => name === v || name.startsWith(v + '_')));
}
/** The row count each table's statistics were taken at (the table's own row, else its widest index's). */
function analyzedCounts() {
  const counts = new Map();
  if (!hasTable('sqlite_stat1')) return counts;
  for (const { tbl, idx, stat } of db.prepare('select tbl, idx, stat from sqlite_stat1').all()) {
    const rows = Number.parseInt(stat, 10);
    if (!Number.isFinite(rows)) continue;
    if (idx === null) counts.set(tbl, { rows, own: true });
    else if (!counts.get(tbl)?.own) counts.set(tbl, { rows: Math.max(rows, counts.get(tbl)?.rows ?? 0), own: false });
  }
  return counts;
}
/** Rows per distinct value of each leading part of each index: the numbers ANALYZE writes. */
function statisticsOf(table, rows) {
  const found = [[null, String(rows)]];
  for (const index of db.pragma('index_list(' + id(table) + ')')) {
    const columns = db.pragma('index_info(' + id(index.name) + ')').sort((a, b) => a.seqno - b.seqno);
    if (columns.length === 0 || columns.some((c) => c.cid < 0 || !c.name)) continue;
    let where = '';
    if (index.partial) {
      const text = count("select sql from sqlite_schema where type = 'index' and name = " + "'" + index.name.replace(/'/g, "''") + "'");
      const match = /\\)\\s*where\\s+([\\s\\S]+)$/i.exec(text ?? '');
      if (!match) continue;
      where = '(' + match[1] + ')';
    }
    const from = ' from ' + id(table) + (where ? ' where ' + where : '');
    const total = index.partial ? count('select count(*)' + from) : rows;
    if (total === 0) continue;
    const parts = [total];
    for (let n = 1; n <= columns.length; n++) {
      const key = columns.slice(0, n).map((c) => id(c.name)).join(', ');
      const groups = count('select count(*) from (select 1' + from + ' group by ' + key + ')');
      // As ANALYZE rounds: up, except that nearly one row per value counts as one (a unique column).
      const each = Math.ceil(total / Math.max(1, groups));
      parts.push(each === 2 && total * 10 <= groups * 11 ? 1 : each);
    }
    found.push([index.name, parts.join(' ')]);
  }
  return found;
}
function refresh() {
  const before = analyzedCounts();
  const stale = [];
  for (const table of tables()) {
    const rows = count('select count(*) from ' + id(table));
    const then = before.get(table)?.rows;
    const changed = then === undefined ? rows >= workerData.minRows : rows >= 2 * then || 2 * rows <= then;
    if (changed && Math.max(rows, then ?? 0) >= workerData.minRows) stale.push([table, statisticsOf(table, rows)]);
  }
  if (stale.length === 0) return [];
  // The statistics tables are made as ANALYZE makes them (the one statement that may).
  if (!hasTable('sqlite_stat1')) db.exec('analyze sqlite_schema');
  const samples = hasTable('sqlite_stat4');
  const remove = db.prepare('delete from sqlite_stat1 where tbl = ?');
  const removeSamples = samples ? db.prepare('delete from sqlite_stat4 where tbl = ?') : null;
  const insert = db.prepare('insert into sqlite_stat1 (tbl, idx, stat) values (?, ?, ?)');
  db.transaction(() => {
    for (const [table, rows] of stale) {
      remove.run(table);
      removeSamples?.run(table);
      for (const [index, stat] of rows) insert.run(table, index, stat);
    }
  }).immediate();
  return stale.map(([table]) => table);
}
function run(ask) {
  try {
    parentPort.postMessage({ ask, tables: refresh() });
  } catch (err) {
    parentPort.postMessage({ ask, error: String((err && err.message) || err) });
  }
}
let timer = setTimeout(function tick() {
  run(0);
  timer = setTimeout(tick, workerData.every);
}, workerData.first);
parentPort.on('message', (message) => {
  if (message === 'stop') {
    clearTimeout(timer);
    db.close();
    parentPort.close();
    return;
  }
  run(message);
});
`;

interface Reply {
  /** The request replied to; 0 for a look the thread took on its own. */
  ask: number;
  tables?: string[];
  error?: string;
}

export interface StatisticsThread {
  /** Looks now; returns the tables whose statistics were written (every connection plans by them then). */
  refresh(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Keeps SQLite's planner statistics in step with the data on a thread of its own: an installation that
 * grows by use is never analyzed otherwise, and without statistics SQLite picks, for some searches, an
 * index that reads thousands of rows where another reads ten. Once statistics are written, `reload`
 * makes every connection plan by them (a connection reads them when it opens).
 */
export function startStatistics(sqlite: SQLite.Database, reload: () => Promise<void>): StatisticsThread {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { file: sqlite.name, driver, every: EVERY_MS, first: FIRST_MS, minRows: MIN_ROWS },
  });
  const asked = new Map<number, { resolve(tables: string[]): void; reject(error: Error): void }>();
  let nextAsk = 1;
  let ended = false;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const waiting = asked.get(reply.ask);
    asked.delete(reply.ask);
    if (asked.size === 0) worker.unref();
    if (reply.error !== undefined) {
      if (waiting) waiting.reject(new Error(reply.error));
      else process.emitWarning(`SQLite statistics were not refreshed: ${reply.error}`);
      return;
    }
    const tables = reply.tables ?? [];
    const reloaded = tables.length > 0 && sqlite.open ? reload() : Promise.resolve();
    reloaded.then(
      () => waiting?.resolve(tables),
      (err: unknown) => {
        if (waiting) waiting.reject(err instanceof Error ? err : new Error(String(err)));
        else process.emitWarning(`new SQLite statistics were not loaded: ${String(err)}`);
      },
    );
  });
  worker.on('error', (err) => process.emitWarning(`the SQLite statistics thread failed: ${String(err)}`));
  worker.on('exit', () => {
    ended = true;
    for (const waiting of asked.values()) waiting.reject(new Error('the SQLite statistics thread ended'));
    asked.clear();
  });
  return {
    refresh() {
      if (ended) return Promise.reject(new Error('the SQLite statistics thread ended'));
      const ask = nextAsk++;
      return new Promise((resolve, reject) => {
        asked.set(ask, { resolve, reject });
        worker.ref();
        worker.postMessage(ask);
      });
    },
    async stop() {
      if (ended) return;
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
