/**
 * Notification texts (zh), rendered when read: a notification stores its key and parameters, and
 * parameters named `<name>Key` are catalog keys given translated as `<name>`.
 */
export const zhNotificationsCore = {
  notifications: {
    exportDone_one: '“{{page}}”的导出已完成（{{count}} 行），点击下载',
    exportDone_other: '“{{page}}”的导出已完成（{{count}} 行），点击下载',
    exportFailed: '“{{page}}”的导出失败：{{reason}}',
    importCheckDone: '资产导入表格检查已完成',
    importDone: '资产导入已完成',
    importFailed: '资产导入失败：{{reason}}',
    backupDone: '备份 {{name}} 已完成',
    backupFailed: '备份失败：{{reason}}',
    jobDone: '任务 #{{id}} 已完成',
    jobFailed: '任务 #{{id}} 失败：{{reason}}',
    approval: '{{kind}} {{number}} 等待您审批（提交人：{{by}}）',
    task: '{{kind}} {{number}} 已审批通过，执行任务已分派给您的单位',
    overdue: '{{kind}} {{number}} 已过归还日期 {{date}}，资产尚未归还',
    read: '已标为已读',
  },
} as const;
