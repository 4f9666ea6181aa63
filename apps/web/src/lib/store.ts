import { useSyncExternalStore } from 'react';

/** A tiny external store for app-wide client state (session, settings, tab views). */
export interface Store<T> {
  get(): T;
  /** Replaces the state; the same object is a no-op, so reducers may return `state` unchanged. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The current state in a component, re-rendered on every change. */
  use(): T;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(next) {
      if (next === state) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
