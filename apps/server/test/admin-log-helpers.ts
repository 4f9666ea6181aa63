import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, waitFor } from './helpers.js';

/** An admin-log entry as `GET admin/log/{id}` answers it (the list leaves out `changes`). */
export interface LogEntry {
  id: number;
  path: string;
  status: number;
  subject_type: string | null;
  subject_id: number | null;
  changes?: Record<string, [unknown, unknown]> | null;
}

/** Reading the admin log as `token`: a record's entries, an entry's detail, a path's latest entry. */
export function adminLog(app: () => FastifyInstance, token: () => string) {
  const detail = async (id: number): Promise<LogEntry> =>
    (await call(app(), 'GET', `admin/log/${id}`, { token: token() })).json().message;
  return {
    detail,
    /**
     * The entries of a record, newest first, once `count` are written (after their responses). Waited
     * for on the page itself, not its total: the two are read side by side (on SQLite, by two reader
     * threads), so an entry written between the two reads can be counted and not yet listed.
     */
    async history(type: string, id: number, count: number): Promise<LogEntry[]> {
      const res = await waitFor(
        () =>
          call(app(), 'GET', 'admin/log', {
            token: token(),
            query: { subject_type: type, subject_id: String(id), limit: String(Math.max(10, count)) },
          }),
        (r) => r.statusCode !== 200 || r.json().message.data.length >= count,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().message.data;
    },
    /** The changes of a record's newest entry, once it has `count` entries. */
    async lastChanges(type: string, id: number, count: number) {
      const [entry] = await this.history(type, id, count);
      return (await detail(entry?.id ?? 0)).changes;
    },
    /** The detail of the newest entry of the request to `path`, once written. */
    async latest(path: string): Promise<LogEntry> {
      const res = await waitFor(
        () => call(app(), 'GET', 'admin/log', { token: token(), query: { path } }),
        (r) => r.json().message.data.some((e: LogEntry) => e.path === path),
      );
      return detail(res.json().message.data.find((e: LogEntry) => e.path === path).id);
    },
  };
}

/**
 * A test's writes as its administrator, and its admin log. `saved` expects each write to succeed and
 * waits for its log entry: entries are written after their responses, so a write sent at once after
 * another may be logged first, and the log's order (by id) would not be the order of the writes.
 */
export function loggedWrites(t: { app: FastifyInstance; token: string }) {
  const post = (route: string, body: unknown) => call(t.app, 'POST', route, { token: t.token, body });
  const logged = async (path: string) =>
    (await call(t.app, 'GET', 'admin/log', { token: t.token, query: { path } })).json().message
      .total as number;
  return {
    log: adminLog(
      () => t.app,
      () => t.token,
    ),
    post,
    async saved(route: string, body: unknown) {
      const before = await logged(route);
      const res = await post(route, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result, res.body).toBe('ok');
      await waitFor(
        () => logged(route),
        (total) => total > before,
      );
      return res.json().message as { id: number; version: number };
    },
  };
}
