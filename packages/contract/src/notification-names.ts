/**
 * The notification centre's plain names, apart from its schemas: the login page (the access token's
 * cookie) and the signed-in shell (the bell's stream) read them, and neither should fetch zod for that.
 */

/**
 * What a notification is about: a job the admin started ended, a form waits for the admin's approval,
 * a task was given to the admin's unit, an asset lent or leased by the admin's form is overdue.
 */
export const NOTIFICATION_KINDS = ['job', 'approval', 'task', 'overdue'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `GET notification` shows all of mine or only the unread ones. */
export const NOTIFICATION_TABS = ['all', 'unread'] as const;

/**
 * The events of `GET notification/stream` (server-sent events): `unread` carries `{unread}` at the start
 * and whenever the count changes, `notification` a new notification row. Comment lines keep the
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
