/**
 * `npm run test:stress` (faults): kill -9 of the built server during batch state changes.
 * Each round sends, at once, a batch per group of rows (goods on sale / to the warehouse by 500,
 * asset marks and asset sharing by 250), SIGKILLs the server after a delay that varies from round
 * to round, restarts it and reads the database: every group must be all-changed or none-changed, with
 * versions bumped once on every changed row, one history event per changed asset, the marks table
 * agreeing with the rows, a batch that responded with 200 before the kill kept, and the goods tab counts
 * agreeing with the rows. Environment: BATCH_ROUNDS (8), DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { GoodCount } from '@bo/contract';
import { openDatabase } from '../src/db/database.js';
import {
  type BatchGroup,
  goodsGroup,
  judge,
  marksGroup,
  type RowState,
  resourceGroup,
} from './batch-groups.js';
import { expectThat, postJson, seedScratch } from './scratch.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-batch-kill-'));
process.env.BENCH_DATA_DIR = dataDir;
process.env.BENCH_PORT = process.env.STRESS_PORT || '18182';
const { getJson, logIn, startServer } = await import('../bench/run/server.js');
const rounds = Number(process.env.BATCH_ROUNDS || 8);
const databaseUrl = process.env.DATABASE_URL || '';

const openDb = () => openDatabase({ databaseUrl, dataDir });

/** Disjoint groups from the seeded rows: goods by 500, self-owned live assets by 250. */
async function makeGroups(): Promise<BatchGroup[]> {
  const { db, destroy } = await openDb();
  try {
    const goods = await db
      .selectFrom('goods')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(1500)
      .execute();
    const assets = await db
      .selectFrom('assets')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('ownership', '=', 'self')
      .where('status', '<>', 'disposed')
      .orderBy('id')
      .limit(1000)
      .execute();
    const slice = (rows: { id: number }[], from: number, size: number) =>
      rows.slice(from, from + size).map((r) => r.id);
    console.log(`groups from ${goods.length} goods (first ${goods[0]?.id}), ${assets.length} assets`);
    expectThat(
      goods.length >= 1500 && assets.length >= 1000,
      `too few rows: ${goods.length} goods, ${assets.length} assets`,
    );
    return [
      goodsGroup('goods A', slice(goods, 0, 500)),
      goodsGroup('goods B', slice(goods, 500, 500)),
      goodsGroup('goods C', slice(goods, 1000, 500)),
      marksGroup('asset marks A', slice(assets, 0, 250)),
      marksGroup('asset marks B', slice(assets, 250, 250)),
      resourceGroup('asset sharing A', slice(assets, 500, 250)),
      resourceGroup('asset sharing B', slice(assets, 750, 250)),
    ];
  } finally {
    await destroy();
  }
}

type Snapshot = { rows: Map<number, RowState>; events: number }[];

async function snapshot(groups: BatchGroup[]): Promise<Snapshot> {
  const { db, destroy } = await openDb();
  try {
    const out: Snapshot = [];
    for (const g of groups) {
      await g.consistent(db);
      out.push({ rows: await g.read(db), events: await g.events(db) });
    }
    return out;
  } finally {
    await destroy();
  }
}

/** Goods tab counts from the API against the rows. */
async function checkCounts(origin: string, headers: Record<string, string>): Promise<string> {
  const counts = await getJson<GoodCount>(origin, 'goodCount', headers);
  const { db, destroy } = await openDb();
  try {
    const rows = await db.selectFrom('goods').select(['is_show']).where('deleted_at', 'is', null).execute();
    const sell = rows.filter((r) => r.is_show === 1).length;
    expectThat(
      counts.all === rows.length && counts.sell === sell,
      `goodCount ${JSON.stringify(counts)} but ${rows.length} goods, ${sell} on sale`,
    );
    return `goodCount agrees (${counts.sell} on sale of ${counts.all})`;
  } finally {
    await destroy();
  }
}

async function main(): Promise<number> {
  seedScratch(dataDir, process.env.BATCH_FACTOR || '0.01', databaseUrl);
  const groups = await makeGroups();
  let server = await startServer();
  let headers = await logIn(server.origin);
  const tally = { changed: 0, unchanged: 0, answered: 0 };
  let failed = false;
  try {
    // Every group starts uniform at state 0, so a round's outcome is all-0 or all-1.
    for (const g of groups) {
      const answer = await postJson(server.origin, g.route, headers, g.body(0));
      expectThat(answer.status === 200, `${g.name}: ${JSON.stringify(answer)}`);
    }
    let to: 0 | 1 = 1;
    for (let round = 1; round <= rounds; round++) {
      const before = await snapshot(groups);
      const answered = new Set<string>();
      for (const g of groups) {
        postJson(server.origin, g.route, headers, g.body(to)).then(
          (a) => a.status === 200 && answered.add(g.name),
          () => undefined, // Cut by the kill.
        );
      }
      // From at once to well after the shortest batches: the kill lands before, inside and after commits.
      const delay = ((round - 1) * 41) % 280;
      await sleep(delay);
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      const after = await snapshot(groups);
      const outcomes = groups.map((g, i) => {
        const was = before[i]!;
        const now = after[i]!;
        const outcome = judge(g, was.rows, now.rows, now.events - was.events, to);
        if (answered.has(g.name) && outcome !== 'changed')
          throw new Error(`${g.name}: answered 200 but not kept`);
        tally[outcome]++;
        return `${g.name.replace(/^asset /, '')} ${outcome === 'changed' ? '✓' : '·'}`;
      });
      tally.answered += answered.size;
      server = await startServer();
      headers = await logIn(server.origin);
      const counts = await checkCounts(server.origin, headers);
      console.log(
        `round ${round}: killed after ${delay} ms, ${answered.size} answered; ${outcomes.join(', ')}; ${counts}`,
      );
      // The groups the kill left unchanged are brought to `to` too; the next round turns them all back.
      for (const g of groups) {
        const answer = await postJson(server.origin, g.route, headers, g.body(to));
        expectThat(answer.status === 200, `${g.name}: ${JSON.stringify(answer)}`);
      }
      to = to === 1 ? 0 : 1;
    }
    const rows = groups.reduce((n, g) => n + g.ids.length, 0);
    console.log(
      `batch kill: ${rounds} rounds of ${groups.length} concurrent batches (${rows} rows compared each round); ` +
        `${tally.changed} groups all changed, ${tally.unchanged} none changed, ${tally.answered} answered before the kill, 0 half-written`,
    );
  } catch (err) {
    failed = true;
    console.log(`FAILED batch kill: ${(err as Error).message}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'batch kill: FAILED' : 'batch kill: passed');
  return failed ? 1 : 0;
}

process.exitCode = await main();
