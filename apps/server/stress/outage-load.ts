import autocannon from 'autocannon';

/** One response of the load: when it came (ms since the epoch), its HTTP status, envelope code and text. */
export interface Sample {
  at: number;
  http: number;
  status: number;
  message: string;
}

/** Transport errors (no response) and requests that hit the timeout are counted apart. */
export interface Totals {
  requests: number;
  errors: number;
  timeouts: number;
  maxLatencyMs: number;
}

export interface LoadRun {
  samples: Sample[];
  /** Resolves when the load has ended. */
  done: Promise<Totals>;
  stop(): void;
}

/**
 * Mixed admin reads and a brand created per round, `connections` at a time, until stop(). Every response
 * is kept with its time, so the caller can judge each window (before, during and after an outage). A
 * request still unanswered after `timeoutSeconds` counts as hung.
 */
export function startLoad(
  origin: string,
  headers: Record<string, string>,
  routes: string[],
  connections: number,
  timeoutSeconds: number,
): LoadRun {
  const samples: Sample[] = [];
  let serial = 0;
  const record = (http: number, body: string) => {
    let status = 0;
    let message = '';
    try {
      const envelope = JSON.parse(body) as { status?: number; message?: unknown };
      status = Number(envelope.status ?? 0);
      message = typeof envelope.message === 'string' ? envelope.message : '';
    } catch {
      message = body.slice(0, 200);
    }
    samples.push({ at: Date.now(), http, status, message });
  };
  let finish: (totals: Totals) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<Totals>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: origin,
      connections,
      duration: 3600,
      timeout: timeoutSeconds,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        ...routes.map((route) => ({
          method: 'GET' as const,
          path: `/api/v1/admin/${route}`,
          onResponse: record,
        })),
        {
          method: 'POST' as const,
          path: '/api/v1/admin/brand',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ name: `Outage ${process.pid}-${++serial}` }),
          }),
          onResponse: record,
        },
      ],
    },
    (error, result) => {
      if (error) fail(error);
      else
        finish({
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          maxLatencyMs: result.latency.max,
        });
    },
  );
  return { samples, done, stop: () => instance.stop() };
}

/** Judges the responses of one outage window. */
export function judgeOutage(
  samples: Sample[],
  window: { downAt: number; upAt: number; until: number },
  clearMessage: string,
): { during: number; clear: number; ok: number; unclear: Sample[]; recoveryMs: number; failedAfter: number } {
  const during = samples.filter((s) => s.at >= window.downAt && s.at <= window.upAt);
  const after = samples.filter((s) => s.at > window.upAt && s.at <= window.until);
  const good = (s: Sample) => s.http === 200 && s.status === 200;
  const clear = (s: Sample) => s.http === 503 && s.status === 50300 && s.message === clearMessage;
  const lastBad = after.filter((s) => !good(s)).at(-1);
  const recoveryMs = lastBad ? lastBad.at - window.upAt : 0;
  return {
    during: during.length,
    clear: during.filter(clear).length,
    ok: during.filter(good).length,
    unclear: [...during, ...after].filter((s) => !good(s) && !clear(s)),
    recoveryMs,
    failedAfter: after.filter((s) => !good(s)).length,
  };
}
