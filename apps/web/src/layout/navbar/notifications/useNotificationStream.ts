import { API_ROOT, NOTIFICATION_EVENTS, NOTIFICATION_PATHS } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationKeys } from '../../../api/notifications';

/** Longest wait before opening a stream again after the server refused it (signed out, restarting). */
const MAX_RETRY_MS = 60_000;

/**
 * Follows `GET notification/stream` (server-sent events, signed in by the session cookie): each event
 * refreshes the bell and the notification lists. The browser reconnects a dropped stream by itself; a
 * refused one (401 while the token is being refreshed, a server restarting) is opened again with
 * growing waits. Returns whether the stream is up: while it is not, the bell polls the count instead.
 */
export function useNotificationStream(): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    const open = () => {
      const stream = new EventSource(`${API_ROOT}${NOTIFICATION_PATHS.stream}`, { withCredentials: true });
      source = stream;
      stream.onopen = () => {
        attempt = 0;
        setLive(true);
      };
      stream.addEventListener(NOTIFICATION_EVENTS.unread, refresh);
      stream.addEventListener(NOTIFICATION_EVENTS.notification, refresh);
      stream.onerror = () => {
        setLive(false);
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        retry = setTimeout(open, Math.min(MAX_RETRY_MS, 1_000 * 2 ** attempt++));
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client]);
  return live;
}
