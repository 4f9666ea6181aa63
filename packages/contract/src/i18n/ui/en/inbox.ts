/** Web UI texts, section "inbox": the notification bell and page (en). Keys must equal those of ../zh/inbox.ts. */
export const inbox = {
  bell: 'Notifications',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  empty: 'No notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  viewAll: 'View all',
  unreadTag: 'Unread',
  tabs: { all: 'All', unread: 'Unread' },
  kind: 'Kind',
  kinds: { job: 'Job results', approval: 'Approvals', task: 'Tasks', overdue: 'Overdue returns' },
  columns: { text: 'Message', kind: 'Kind', created_at: 'Time', actions: 'Actions' },
  open: 'Open',
  offline: 'Live notifications are disconnected; refreshing periodically',
} as const;
