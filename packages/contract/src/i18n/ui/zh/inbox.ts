/** Web UI texts, section "inbox": the notification bell and page (zh). Keys must equal those of ../en/inbox.ts. */
export const inbox = {
  bell: '消息通知',
  unread_one: '{{count}} 条未读',
  unread_other: '{{count}} 条未读',
  empty: '暂无消息',
  markAllRead: '全部已读',
  markRead: '标为已读',
  viewAll: '查看全部',
  unreadTag: '未读',
  tabs: { all: '全部', unread: '未读' },
  kind: '类型',
  kinds: { job: '任务结果', approval: '待审批', task: '执行任务', overdue: '逾期未还' },
  columns: { text: '内容', kind: '类型', created_at: '时间', actions: '操作' },
  open: '查看',
  offline: '实时通知已断开，正在定时刷新',
} as const;
