import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushQueue, type NewCheck, type QueuedCheck, type QueueStore } from './checkQueue';
import { indexedDbStore } from './indexedDbStore';
import { sendCheck } from './sendCheck';

/**
 * How often a queue left waiting is tried again: the browser's online event does not come when the
 * network was up but the server was not, or when the session ended and the user signed in again.
 */
const RETRY_MS = 30_000;

export interface CheckQueue {
  /** Everything waiting to be sent, oldest first. */
  items: QueuedCheck[];
  add(check: NewCheck): Promise<void>;
  /** Sends what waits, in order; `onRejected` hears of each check the server refused (then dropped). */
  flush(): Promise<void>;
}

/**
 * The page's offline queue: kept in IndexedDB, sent when the page loads and whenever the browser says
 * the network is back. One flush runs at a time, so no check is sent twice or out of order.
 */
export function useCheckQueue(onRejected: (check: QueuedCheck, reason: string) => void): CheckQueue {
  const store = useMemo<QueueStore>(() => indexedDbStore(), []);
  const client = useQueryClient();
  const [items, setItems] = useState<QueuedCheck[]>([]);
  const running = useRef<Promise<void> | null>(null);
  const rejected = useRef(onRejected);
  rejected.current = onRejected;

  const reload = useCallback(async () => setItems(await store.all()), [store]);

  const flush = useCallback(async () => {
    if (running.current) return running.current;
    const run = (async () => {
      if (!navigator.onLine) return;
      const report = await flushQueue(store, (c) => sendCheck(c.form_id, c.line, c.photo));
      for (const { check, reason } of report.rejected) rejected.current(check, reason);
      if (report.sent > 0 || report.rejected.length > 0)
        await client.invalidateQueries({ queryKey: ['assetForms'] });
    })().finally(async () => {
      running.current = null;
      await reload();
    });
    running.current = run;
    return run;
  }, [store, client, reload]);

  const add = useCallback(
    async (check: NewCheck) => {
      await store.add(check);
      await reload();
    },
    [store, reload],
  );

  useEffect(() => {
    void reload().then(flush);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [reload, flush]);

  const waiting = items.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  return { items, add, flush };
}
