import { NOTIFICATION_EVENTS } from '@bo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionToken } from '../../plugins/guard.js';
import { verifyAccessToken } from '../../security/sessions.js';
import { latestId, notificationsAfter, present, unreadCount } from './store.js';

/**
 * How often a stream sends a comment line: proxies close a response quiet for a minute or so. Each beat
 * also checks the session is still valid and catches up on anything a lost signal did not announce.
 */
export const HEARTBEAT_MS = 25_000;
/** Notifications read at a time for a stream. */
const BATCH = 50;
/** How long a browser waits before reconnecting a stream that ended. */
const RETRY_MS = 5_000;

/**
 * `GET notification/stream`: server-sent events for the caller. First the unread count, then each new
 * notification as it is made (on any instance) and the count whenever it changes (a notification read in
 * another tab). A session that ends (expired, revoked, logged out) ends the stream; the browser
 * reconnects with its current token, and the server closing ends it too.
 */
export async function openStream(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  const { db, notifications } = reply.server;
  const adminId = auth.adminId;
  const token = sessionToken(request) ?? '';
  const raw = reply.raw;
  reply.hijack();
  // What every response carries (nosniff, same-origin resources, HTTPS), set as the request arrived.
  const common = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(common),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Nginx would otherwise buffer the events.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let ended = false;
  let lastId = await latestId(db, adminId);
  let lastUnread = -1;
  const send = (event: string, data: unknown) => {
    if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // One refresh at a time; a change arriving during one runs another after it.
  let running: Promise<void> | null = null;
  let again = false;
  const refresh = async () => {
    // In batches, until a short one: a burst (a hundred approvals) is sent whole.
    for (let more = true; more && !ended; ) {
      const rows = await notificationsAfter(db, adminId, lastId, BATCH);
      for (const row of rows) {
        lastId = Math.max(lastId, row.id);
        send(NOTIFICATION_EVENTS.notification, present(row, request.lang));
      }
      more = rows.length === BATCH;
    }
    const unread = await unreadCount(db, adminId);
    if (unread !== lastUnread) {
      lastUnread = unread;
      send(NOTIFICATION_EVENTS.unread, { unread });
    }
  };
  const changed = () => {
    if (ended) return;
    if (running) {
      again = true;
      return;
    }
    running = refresh()
      .catch((err: unknown) => request.log.warn({ err }, 'notification stream could not refresh'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          changed();
        }
      });
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    unsubscribe();
    raw.end();
  };
  const unsubscribe = notifications.subscribe(adminId, { changed, close: end });
  const beat = setInterval(() => {
    raw.write(': ping\n\n');
    verifyAccessToken(db, token).then(changed, end);
  }, HEARTBEAT_MS);
  beat.unref();
  raw.on('close', end);
  // The client may have left while the stream was set up.
  if (raw.destroyed) return end();
  raw.write(`retry: ${RETRY_MS}\n\n`);
  changed();
}
