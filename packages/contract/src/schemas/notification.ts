import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_TABS } from '../notification-names.js';
import { listQuerySchema, pageSchema } from './list.js';

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
