import { z } from 'zod';
import { listQuerySchema, pageSchema } from './list.js';

/**
 * What a notification is about: a job the admin started ended, a form waits for the admin's approval,
 * a task was given to the admin's unit, an asset lent or leased by the admin's form is overdue.
 */
export const NOTIFICATION_KINDS = ['job', 'approval', 'task', 'overdue'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `GET notification` shows all of mine or only the unread ones. */
export const NOTIFICATION_TABS = ['all', 'unread'] as const;

/**
 * Where a click on a notification leads: a page of the route tree (its api name, e.g. `AssetsJoinList`,
 * with query parameters for its filters), and for a finished export the file to download (an API path
 * under the admin root and the file's name).
 */
export const notificationTargetSchema = z.object({
  page: z.string().nullable(),
  query: z.record(z.string(), z.string()).optional(),
  download: z.object({ path: z.string(), file: z.string() }).optional(),
});
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/** One notification as its admin reads it: `text` is rendered in the caller's language when read. */
export const notificationRowSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  read: z.boolean(),
  target: notificationTargetSchema,
  created_at: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** `GET notification`: newest first; `tab` unread or all, `kind` one kind. */
export const notificationListQuerySchema = listQuerySchema.extend({
  tab: z.enum(NOTIFICATION_TABS).default('all'),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
});

/** A page of my notifications with how many of mine are unread (whatever the filters). */
export const notificationPageSchema = pageSchema(notificationRowSchema).extend({ unread: z.number() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `POST notification/read/{id}`'s answer: how many of mine are still unread. */
export const notificationReadSchema = z.object({ unread: z.number() });

/**
 * The events of `GET notification/stream` (server-sent events): `unread` carries `{unread}` at the start
 * and whenever the count changes, `notification` a new {@link NotificationRow}. Comment lines keep the
 * connection open through proxies.
 */
export const NOTIFICATION_EVENTS = { unread: 'unread', notification: 'notification' } as const;

/** The API paths (under the admin root) outside clients use. */
export const NOTIFICATION_PATHS = {
  list: 'notification',
  read: 'notification/read',
  stream: 'notification/stream',
} as const;

/** The cookie holding the access token, which the browser sends with an EventSource (it sets no headers). */
export const ACCESS_TOKEN_COOKIE = 'Admin-Token';
