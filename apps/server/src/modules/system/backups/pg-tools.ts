import { spawn } from 'node:child_process';

/**
 * Arguments and environment for a PostgreSQL client program: the URL without its password (command
 * lines are visible to other users of the machine) and the password in `PGPASSWORD`.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export type RunOutcome =
  | { ok: true }
  | { ok: false; missing: true }
  | { ok: false; missing: false; detail: string };

/**
 * Runs a PostgreSQL client program; `onLine` sees each stderr line (pg_dump --verbose reports there).
 * A missing program is told apart from a failing one.
 */
export function runPgTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<RunOutcome> {
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      signal: options.signal,
    });
    const errors: string[] = [];
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        options.onLine?.(line);
        if (/error|fatal|错误/i.test(line)) errors.push(line.trim());
      }
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') resolve({ ok: false, missing: true });
      else resolve({ ok: false, missing: false, detail: err.message });
    });
    child.on('close', (code) => {
      if (pending && /error|fatal|错误/i.test(pending)) errors.push(pending.trim());
      if (code === 0) resolve({ ok: true });
      else
        resolve({
          ok: false,
          missing: false,
          detail: (errors.join(' ') || `exit code ${code}`).slice(0, 500),
        });
    });
  });
}
