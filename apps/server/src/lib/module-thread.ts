import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The least heap a thread is given, whatever is asked: below a few MB V8 runs out of memory while it
 * creates the thread's isolate, and Node then aborts the whole process instead of failing the thread.
 */
const MIN_THREAD_HEAP_MB = 8;

/** Limits of a thread's V8 heap (MB): old generation as asked (at least MIN_THREAD_HEAP_MB), young as given. */
export function heapLimits(oldMb: number, youngMb: number): WorkerOptions['resourceLimits'] {
  return { maxOldGenerationSizeMb: Math.max(oldMb, MIN_THREAD_HEAP_MB), maxYoungGenerationSizeMb: youngMb };
}

/**
 * A worker thread running the module `entry` (a path relative to `caller`, without its extension).
 * Built, the entry is the `.js` file; run from sources (tests, `npm run dev`) the caller is a `.ts` file,
 * and the thread first registers tsx's loader so it can import the `.ts` entry, which Node cannot.
 */
export function moduleThread(caller: string, entry: string, options: WorkerOptions): Worker {
  // Built, the thread runs plain JavaScript: it takes none of the parent's flags, so a command run
  // through a loader (tsx, as the bench's children are) does not load it again in every thread.
  if (!caller.endsWith('.ts'))
    return new Worker(new URL(`${entry}.js`, caller), { execArgv: [], ...options });
  const tsx = createRequire(caller)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const source = new URL(`${entry}.ts`, caller).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
