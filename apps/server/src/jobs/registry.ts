import type { JobHandler, JobHandlerOptions } from './types.js';

interface Registered {
  handler: JobHandler;
  maxAttempts: number;
  export: boolean;
}

const handlers = new Map<string, Registered>();

/** Registers (or replaces) the handler of a job type; one registry per process, shared by every worker. */
export function registerJobHandler(type: string, handler: JobHandler, options: JobHandlerOptions = {}): void {
  handlers.set(type, {
    handler,
    maxAttempts: Math.max(1, options.maxAttempts ?? 3),
    export: options.export ?? false,
  });
}

export function jobHandler(type: string): Registered | undefined {
  return handlers.get(type);
}

/** Types that have a handler; a worker claims only these. */
export function registeredJobTypes(): string[] {
  return [...handlers.keys()];
}

/** Types registered as exports (see JobHandlerOptions.export). */
export function exportJobTypes(): string[] {
  return [...handlers].filter(([, registered]) => registered.export).map(([type]) => type);
}
