/**
 * Notification texts (en), rendered when read: a notification stores its key and parameters, and
 * parameters named `<name>Key` are catalog keys given translated as `<name>`.
 */
export const enNotificationsCore = {
  notifications: {
    exportDone_one: 'The export of “{{page}}” is ready ({{count}} row): click to download',
    exportDone_other: 'The export of “{{page}}” is ready ({{count}} rows): click to download',
    exportFailed: 'The export of “{{page}}” failed: {{reason}}',
    importCheckDone: 'The asset import sheet has been checked',
    importDone: 'The asset import has finished',
    importFailed: 'The asset import failed: {{reason}}',
    backupDone: 'Backup {{name}} is ready',
    backupFailed: 'The backup failed: {{reason}}',
    jobDone: 'Job #{{id}} has finished',
    jobFailed: 'Job #{{id}} failed: {{reason}}',
    approval: '{{kind}} {{number}} waits for your approval (submitted by {{by}})',
    task: '{{kind}} {{number}} was approved: its task was given to your unit',
    overdue: '{{kind}} {{number}} was due back on {{date}} and is not returned yet',
    read: 'Marked as read',
  },
} as const;
