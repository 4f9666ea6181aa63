import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of our own in a temporary folder, so restarting it under load disturbs nobody
 * (the machine's shared server on 5432 is never touched). Trust authentication on 127.0.0.1 only.
 */
export interface PrivatePostgres {
  url: string;
  /** The postmaster's process id (from postmaster.pid). */
  pid(): number;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** SIGKILL of the postmaster, then waits for its backends to notice and exit. */
  kill(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** The newest installed server's bin folder, or null when none is installed. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  const bin = newest ? path.join(root, newest, 'bin') : null;
  return bin && fs.existsSync(path.join(bin, 'pg_ctl')) ? bin : null;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asOwner(bin: string, program: string, args: string[]) {
  const file = path.join(bin, program);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export async function startPrivatePostgres(bin: string, port: number): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) await run('chown', ['postgres:', dir]);
  await asOwner(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (args: string[]) => asOwner(bin, 'pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    // After a kill the old backends may still hold the shared memory for a moment: retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await ctl(['-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
        return;
      } catch (err) {
        if (attempt >= 30) throw err;
        await sleep(500);
      }
    }
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/bo`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bo');
  await admin.end();
  const pid = () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const alive = (p: number) => {
    try {
      process.kill(p, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    url,
    pid,
    start,
    stop: async (mode) => {
      await ctl(['-m', mode, '-w', 'stop']);
    },
    kill: async () => {
      const postmaster = pid();
      process.kill(postmaster, 'SIGKILL');
      while (alive(postmaster)) await sleep(50);
    },
    remove: async () => {
      await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
