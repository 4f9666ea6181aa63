// Runs the server as a child of this process, as `npm start` does, and passes stop signals on to it.
import { spawn } from 'node:child_process';

/**
 * Spawns `node <args>` and ends this process with the child's exit code. SIGTERM and SIGINT are passed
 * on, so the server stops gracefully and this process waits for it: the root `start` script runs this
 * file through `exec`, so npm's signal reaches this process rather than a shell between them (a shell
 * killed by SIGTERM leaves its children running).
 */
export function supervise(args) {
  const server = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}
