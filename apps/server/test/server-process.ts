import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '@bo/contract';
import { ADMIN_PASSWORD } from './helpers.js';

export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** Node's flags that run the server from its TypeScript sources, in one process (as `tsx` would not). */
export const FROM_SOURCE = ['--conditions=source', '--import', 'tsx'];

/** The environment of a server on `dataDir` (SQLite), on a free port of 127.0.0.1, then `env`. */
export function serverEnv(dataDir: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    CAPTCHA: 'off',
    LOG_LEVEL: 'info',
    LANG: 'en_US.UTF-8',
    ...env,
  };
}

export interface Started {
  child: ChildProcess;
  /** Resolves when the server said it is ready (with its port), or when the process ended first. */
  outcome: Promise<{ ready: boolean; port: number; code: number | null; stderr: string }>;
  /** Everything written to stdout and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout holds `text`. */
  said(text: string): Promise<void>;
  /** Resolves with the exit code (or signal) once the process ended and its output was read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `command args` (a server, or something that starts one) and follows its output. */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = SERVER_ROOT,
): Started {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const w of waiting.filter((w) => stdout.includes(w.text))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      if (stdout.includes(text)) resolve();
      else waiting.push({ text, resolve });
    });
  const outcome = Promise.race([
    said('back-office ready').then(() => {
      const line = stdout.split('\n').find((l) => l.includes('back-office ready')) ?? '{}';
      return { ready: true, port: Number(JSON.parse(line).port), code: null, stderr };
    }),
    exited.then(({ code }) => ({ ready: false, port: 0, code, stderr })),
  ]);
  return { child, outcome, stdout: () => stdout, stderr: () => stderr, said, exited };
}

/** `node src/main.ts` with `env`, as `npm start` runs the built one. */
export function startServer(env: NodeJS.ProcessEnv): Started {
  return startProcess(process.execPath, [...FROM_SOURCE, 'src/main.ts'], env);
}

/** Kills the process if it still runs, and waits for its end. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Whether a process of that pid exists (a zombie not yet reaped counts). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A temporary directory, and the data dir inside it (not made: the server makes it). */
export function tempDataDir(): { dir: string; dataDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-proc-'));
  return { dir, dataDir: path.join(dir, 'data') };
}

/**
 * A login request whose body is sent in two parts: the request is in flight on the server from the
 * first part until `finish()` sends the rest. Returns the HTTP status and body. `id` is its
 * X-Request-Id, for finding it in the log.
 */
export function slowLogin(port: number, id: string) {
  const body = JSON.stringify({ type: 1, remember: false, username: 'admin', password: ADMIN_PASSWORD });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `${API_ROOT}login`,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': id,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  request.write(body.slice(0, half));
  request.flushHeaders();
  return {
    answer,
    finish: () => request.end(body.slice(half)),
  };
}
