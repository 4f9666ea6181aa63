import { RELOGIN_CODES, type VerifyCheckLine } from '@bo/contract';
import { isApiError } from '../../../api/errors';

/** A result recorded while it could not be sent: sent later, in the order it was recorded. */
export interface QueuedCheck {
  /** Order of recording (IndexedDB's auto-increment key). */
  key: number;
  form_id: number;
  /** The asset code, to name the line in messages. */
  code: string;
  line: VerifyCheckLine;
  /** A photo taken on the spot, uploaded as the line's evidence before the result is sent. */
  photo: Blob | null;
}

export type NewCheck = Omit<QueuedCheck, 'key'>;

/** Where the queue lives: IndexedDB in the browser, memory in tests. */
export interface QueueStore {
  /** Every queued check, oldest first. */
  all(): Promise<QueuedCheck[]>;
  add(check: NewCheck): Promise<void>;
  remove(key: number): Promise<void>;
}

/** What a flush did: how many went, which were refused (and dropped) with why, whether it had to stop. */
export interface FlushReport {
  sent: number;
  rejected: { check: QueuedCheck; reason: string }[];
  /** The network went away (or the server failed) mid-way: the rest stays queued for the next try. */
  stopped: boolean;
}

/** No answer came at all (offline, DNS, connection reset, timeout): the check is worth queueing. */
export function isNetworkFailure(error: unknown): boolean {
  if (!isApiError(error)) return error instanceof TypeError;
  return error.httpStatus === 0;
}

/**
 * A queued check worth sending again later: no answer, the server broke (5xx), or the session ended
 * while the phone was offline (it goes once the user signs in again). Any other 4xx is the server
 * refusing this very check: it would be refused again.
 */
export function isRetryable(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  return isApiError(error) && (error.httpStatus >= 500 || RELOGIN_CODES.includes(error.status));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the queued checks one by one in recording order. A sent check leaves the queue; a refused
 * one (4xx) leaves it too, reported with its reason; a retryable failure stops the flush so later
 * checks never overtake an earlier one of the same line.
 */
export async function flushQueue(
  store: QueueStore,
  send: (check: QueuedCheck) => Promise<void>,
): Promise<FlushReport> {
  const report: FlushReport = { sent: 0, rejected: [], stopped: false };
  for (const check of await store.all()) {
    try {
      await send(check);
      report.sent += 1;
    } catch (error) {
      if (isRetryable(error)) {
        report.stopped = true;
        return report;
      }
      report.rejected.push({ check, reason: reasonOf(error) });
    }
    await store.remove(check.key);
  }
  return report;
}

/** A queue in memory: the tests' store, and the fallback where IndexedDB cannot be opened. */
export function memoryStore(): QueueStore {
  let next = 1;
  let items: QueuedCheck[] = [];
  return {
    all: async () => [...items],
    add: async (check) => {
      items.push({ ...check, key: next++ });
    },
    remove: async (key) => {
      items = items.filter((i) => i.key !== key);
    },
  };
}
