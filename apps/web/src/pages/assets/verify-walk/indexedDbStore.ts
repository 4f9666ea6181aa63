import { memoryStore, type QueuedCheck, type QueueStore } from './checkQueue';

const DB_NAME = 'bo-verify-walk';
const STORE = 'checks';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: 'key', autoIncrement: true });
  };
  return promised(request);
}

/**
 * The queue in the browser's IndexedDB, so checks (and their photos, as blobs) survive a reload or a
 * closed tab until the network returns. Where IndexedDB is missing (private modes of some browsers)
 * the queue lives in memory for the page's life.
 */
export function indexedDbStore(): QueueStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  let db: Promise<IDBDatabase> | null = null;
  const store = async (mode: IDBTransactionMode) => {
    db ??= open();
    return (await db).transaction(STORE, mode).objectStore(STORE);
  };
  return {
    // Keys grow with each add, so key order is recording order.
    all: async () => promised((await store('readonly')).getAll() as IDBRequest<QueuedCheck[]>),
    add: async (check) => {
      await promised((await store('readwrite')).add(check));
    },
    remove: async (key) => {
      await promised((await store('readwrite')).delete(key));
    },
  };
}
