import { useSyncExternalStore } from 'react';

/** One captured UI error, kept in memory with its route url and console output. */
export interface ErrorLogEntry {
  id: number;
  source: 'error' | 'unhandledrejection' | 'react' | 'report';
  message: string;
  /** The page URL when it happened. */
  url: string;
  /** Stack, component stack or other console output. */
  detail: string;
  time: Date;
}

const MAX_ENTRIES = 100;
let entries: ErrorLogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function addErrorLog(entry: Omit<ErrorLogEntry, 'id' | 'time' | 'url'> & { url?: string }): void {
  const url = entry.url ?? (typeof window !== 'undefined' ? window.location.href : '');
  entries = [{ ...entry, url, id: nextId++, time: new Date() }, ...entries].slice(0, MAX_ENTRIES);
  emit();
}

export function clearErrorLog(): void {
  entries = [];
  emit();
}

export function getErrorLog(): ErrorLogEntry[] {
  return entries;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorLog(): ErrorLogEntry[] {
  return useSyncExternalStore(subscribe, getErrorLog, getErrorLog);
}

function describeReason(reason: unknown): { message: string; detail: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, detail: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, detail: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), detail: '' };
  } catch {
    return { message: String(reason), detail: '' };
  }
}

/** Captures uncaught errors and unhandled promise rejections of the window; returns the uninstaller. */
export function installErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const { message, detail } = describeReason(event.error ?? event.message);
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    addErrorLog({
      source: 'error',
      message: message || event.message,
      detail: [detail, where].filter(Boolean).join('\n'),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    addErrorLog({ source: 'unhandledrejection', ...describeReason(event.reason) });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
