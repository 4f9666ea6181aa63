import { enAssetCore } from './en-assets.js';
import { enFieldsCore } from './en-fields.js';
import { enNotificationsCore } from './en-notifications.js';
import { enOpsCore } from './en-ops.js';
import { enPathsCore } from './en-paths.js';
import { enShopCore } from './en-shop.js';
import type { CatalogShape } from './shape.js';
import type { zhCore } from './zh-core.js';

/** Messages the server sends and the web shows (en). */
export const enCore: CatalogShape<typeof zhCore> = {
  platform: 'Asset Adjustment and Sharing Platform',
  validation: {
    required: 'Please enter {{attribute}}',
    versionRequired:
      'An edit must say which version of the record it started from: reload the record and edit again',
    empty: '{{attribute}} cannot be empty',
    format: '{{attribute}} has a wrong format',
    exists: '{{attribute}} already exists',
    max: '{{attribute}} cannot exceed {{place}}',
    min: '{{attribute}} cannot be less than {{place}}',
    type: '{{attribute}} has a wrong type',
    unknown: '{{attribute}} is not an accepted field',
    invalid: 'The request data is invalid',
    imageSize: 'Each image cannot be larger than {{size}}',
    amount: 'A maximum of {{amount}} can be uploaded',
    price: '{{attribute}} must be a number with at most two decimals',
    integer: '{{attribute}} must be a whole number',
  },
  errors: {
    badRequest: 'Bad request',
    unauthenticated: 'Unauthenticated',
    sessionExpired: 'Your session has expired, please log in again',
    sessionRevoked: 'You have been logged in elsewhere or your session was revoked',
    forbidden: 'You do not have permission to do this',
    notFound: 'The requested resource does not exist',
    routeNotFound: 'No such endpoint',
    conflict: 'The data was changed by someone else, please reload and try again',
    tooManyRequests_one: 'Too many requests, please try again in {{count}} second',
    tooManyRequests_other: 'Too many requests, please try again in {{count}} seconds',
    internal: 'Internal server error, please try again later',
    databaseUnavailable: 'The database is not available at the moment, please try again in a few seconds',
    diskFull:
      "The server's disk is full, nothing was saved; please free some space or contact the administrator",
    payloadTooLarge: 'The request is too large',
    malformedJson: 'The request body is not valid JSON',
    gone: 'POST {{path}} is no longer available: use POST {{replacement}} instead',
  },
  auth: {
    loginFailed: 'Wrong username or password',
    accountLocked: 'Too many failed logins, the account is locked until {{until}}',
    accountForbidden: 'This account is disabled',
    captchaRequired: 'Please complete the slide verification',
    captchaInvalid: 'Verification failed, please try again',
    captchaExpired: 'The verification has expired, please verify again',
    refreshInvalid: 'The refresh token is invalid',
    tokenLoginInvalid: 'The login token is invalid or already used',
    loginSuccess: 'Logged in',
    logoutSuccess: 'Logged out',
    areaUnknown: 'Unknown area',
    noRoles:
      'This account has no role, so its user info cannot be loaded (getInfo: roles must be a non-null array !)',
  },
  info: {
    nicknameEmpty: 'Nickname cannot be empty',
    nothingFilled: 'No information filled in',
    phoneFormat: 'Phone number format is incorrect',
    passwordIncomplete: 'Password related information, please fill in completely',
    passwordRule: 'Password must be English + digits, no less than 10 characters',
    passwordMismatch: 'The two password entries are inconsistent',
    oldPasswordWrong: 'The old password is incorrect',
    saved: 'Your information has been saved',
  },
  upload: {
    tooBig: 'The uploaded file must be smaller than {{n}}M',
    badFormat: 'The uploaded file format is incorrect!',
    missing: 'Please choose a file to upload',
    badType: 'Unknown upload type',
  },
  media: {
    inUse: 'This file is in use and cannot be deleted: {{places}}',
    kinds: {
      good: 'Goods',
      banner: 'Banner',
      brand: 'Brand',
      category: 'Category',
      notice: 'Notice',
      page_design: 'Page design',
      asset: 'Asset',
      admin: 'Administrator avatar',
      member: 'Member avatar',
    },
  },
  format: {
    justNow: 'just now',
    minutesAgo_one: '{{count}} minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo_one: '{{count}} hour ago',
    hoursAgo_other: '{{count}} hours ago',
    oneDayAgo: '1 day ago',
  },
  common: {
    created: 'Created',
    saved: 'Saved',
    deleted: 'Deleted',
  },
  admin: {
    selfDemote: 'You cannot change your own roles or forbid yourself',
    selfDelete: 'You cannot delete yourself',
    lastSuper: 'The system needs at least one active super administrator',
    departmentMismatch: 'The department does not belong to the chosen organization',
    roleMissing: 'The chosen role does not exist',
    superOnly: 'Only a super administrator can change a super administrator',
    beyondCaller:
      'This administrator holds permissions or reaches data beyond your own, so you cannot change it',
    superRoleOnlySuper: 'Only a super administrator can give the super administrator role',
    roleBeyond: 'You can only give roles whose permissions you hold yourself (not held: {{names}})',
    placeBeyond: '{{attribute}} cannot reach beyond your own data scope',
    loginTokenSelf: 'You cannot issue a login token for yourself',
    loginTokenSuperOnly: 'Only a super administrator can issue a login token for a super administrator',
    loginTokenBeyond:
      'This administrator holds permissions or reaches data beyond your own, so you cannot issue a login token for it',
    loginTokenForbidden: 'This account is disabled, so no login token can be issued for it',
    beyondScope: 'This administrator is outside your data scope',
    /** An administrator's data scope in words (`GET admin/effective/{id}`); `None`: the scope's anchor is not set, so it sees nothing. */
    scope: {
      all: 'all data',
      area: 'area {{name}}',
      areaNone: 'no data (no area set)',
      organization: 'organization {{name}} and its departments',
      organizationNone: 'no data (no organization set)',
      department: 'department {{name}} and the departments below it',
      departmentNone: 'no data (no department set)',
      own: 'only the records they created',
    },
  },
  role: {
    adminLocked:
      'The super administrator role holds every permission: its permissions and code cannot change',
    builtIn: 'The super administrator role cannot be deleted',
    hasMembers_one: 'This role still has {{count}} administrator and cannot be deleted',
    hasMembers_other: 'This role still has {{count}} administrators and cannot be deleted',
    permissionMissing: 'The chosen permission does not exist',
    grantBeyond: 'You can only grant permissions you hold yourself (not held: {{names}})',
    superOnly: 'Only a super administrator can change the super administrator role',
    ownRole: 'You cannot change or delete a role you hold',
    beyondCaller: 'This role holds permissions you do not hold, so you cannot change or delete it',
    membersBeyond:
      'An administrator holding this role is out of your reach, so you cannot change or delete it',
  },
  savedView: {
    tooLarge: '{{attribute}} holds too much, please make it smaller',
    tooMany: 'A page keeps at most {{count}} views: delete one you no longer use first',
    roleMissing: 'The chosen role does not exist or you cannot share with it',
    ownerOnly: 'Only the one who made this view can change or delete it',
  },
  power: {
    apiOrParent: 'Api and parent group, fill in at least one',
    parentMissing: 'The parent group does not exist',
    tooDeep: 'Permissions have at most three levels (group, page, action)',
    hasChildren: 'This permission still has children and cannot be deleted',
    selfParent: 'A permission cannot be its own parent',
    apiLocked: 'The api of a permission cannot change once created: create a new permission instead',
    coreApi: 'This api belongs to the system permissions: use "Refresh permissions" to restore it',
    coreMove: 'Only a super administrator can move a system permission',
    coreBuiltIn: 'System permissions cannot be deleted: hide them from the menu instead',
  },
  plugin: {
    disabled: 'This plug-in is disabled, so this function is not available',
    notInstalled: 'The plug-in is not installed',
    alreadyInstalled: 'The plug-in is already installed',
    alreadyEnabled: 'The plug-in is already enabled',
    alreadyDisabled: 'The plug-in is already disabled',
    required: 'Local storage is the only storage and cannot be disabled',
    builtIn: 'Built-in plug-ins cannot be uninstalled or deleted',
    unknownSetting: 'The plug-in has no setting named {{key}}',
    coreApis: 'A plug-in cannot claim core permissions: {{apis}}',
    apisTaken: 'These permissions already belong to another plug-in: {{apis}}',
    apisExist: 'These permissions already exist and are in use outside plug-ins: {{apis}}',
  },
  region: {
    parentMissing: 'The parent region does not exist',
    selfParent: 'A region cannot move under itself or one of its children',
    tooDeep: 'Regions have at most three levels (province, city, district)',
    hasChildren: 'This region still has sub-regions and cannot be deleted',
  },
  organization: {
    missing: 'The organization does not exist',
    areaMissing: 'The area does not exist',
    hasDepartments: 'This organization still has departments and cannot be deleted',
    hasAdmins: 'This organization still has administrators and cannot be deleted',
    beyondCaller: 'This organization is outside your data scope, so you cannot change it',
    areaFixed: 'Only an administrator seeing all data can move an organization to another area',
    areaBeyond: 'The organization must be in your own area',
  },
  department: {
    parentMissing: 'The parent department does not exist or belongs to another organization',
    selfParent: 'A department cannot move under itself or one of its sub-departments',
    organizationFixed: 'A department cannot move to another organization',
    hasChildren: 'This department still has sub-departments and cannot be deleted',
    hasAdmins: 'This department still has administrators and cannot be deleted',
    beyondCaller: 'This department is outside your data scope, so you cannot change it',
    placeBeyond: '{{attribute}} must be inside your own data scope',
  },
  language: {
    builtIn: 'Chinese and English cannot be deleted, disabled or recoded',
    catalogSaved: 'Catalog saved',
    catalogBuiltIn: 'The texts of Chinese and English are built in; they take no uploaded catalog',
    catalogTooLarge: 'A catalog may be at most {{max}}',
    catalogMissing: '{{attribute}} is missing',
    catalogNotText: '{{attribute}} must be a text',
    catalogEmpty: '{{attribute}} is empty',
    catalogUnknown: '{{attribute}} is not a key of the interface; it is left out',
    catalogMoreUnknown: '{{count}} more unknown keys are left out',
  },
  pageDesign: {
    stale:
      'The home layout was changed by {{by}} meanwhile (now version {{current}}); reload it before saving',
    saved: 'Page design saved',
    someone: 'another administrator',
  },
  ...enShopCore,
  ...enAssetCore,
  ...enPathsCore,
  ...enOpsCore,
  ...enNotificationsCore,
  ...enFieldsCore,
  config: {
    saved: 'Configuration saved',
  },
  update: {
    latest: 'You are running the latest version',
    available: 'Version {{version}} is available',
    unlicensed: 'Cannot upgrade online without purchasing commercial authorization',
    badKey: 'The developer key or application key is incorrect or not configured',
    notConfigured: 'No update feed URL is configured; set it under Configuration, Update',
    unreachable: 'The update server cannot be reached; check the feed URL or try again later',
    invalidFeed: 'The update server answered invalid data; check the feed URL',
    feedNotHttps:
      'The update feed URL must use https; plain http only for a host listed in UPDATE_FEED_ALLOW',
    feedNotPublic:
      'The update feed URL must be a public internet address (not loopback, private, link-local or reserved); list an intranet mirror in UPDATE_FEED_ALLOW',
    runOnServer:
      'Version {{version}} is applied by redeploying: run these commands on the server, in order. This update request was recorded.',
    runOnDockerHost:
      'Version {{version}} is applied by rebuilding the containers: run these commands on the Docker host, in the folder that holds your releases, in order. This update request was recorded.',
    noDownload:
      'The update feed gives no download address: put the release files of version {{version}} in {{folder}} before you run them.',
  },
  jobs: {
    queued: 'Waiting in the queue',
    failed: 'The job failed; see the server log for details',
    interrupted:
      'The job was interrupted (the server process running it stopped) and did not finish after retrying',
    exportTooLarge: 'The export needs more memory than it may take; narrow the filters and export in parts',
    unknownType: 'Unknown job type',
    tooManyExports_one:
      'You already have {{count}} export waiting or running; wait for it to finish, then start this one again',
    tooManyExports_other:
      'You already have {{count}} exports waiting or running; wait for one to finish, then start this one again',
  },
  builtIn: {
    roles: {
      admin: { name: 'Super administrator', introduction: 'Holds every permission' },
      editor: { name: 'Editor', introduction: 'Can view the lists' },
    },
    plugins: {
      balance: {
        name: 'Balance payment',
        description: 'Pays and refunds from the member balance through the ledger.',
      },
      sandbox: {
        name: 'Sandbox online payment',
        description:
          'A sandbox online-payment provider: refunds by the original route are confirmed after a delay.',
      },
      'sms-log': {
        name: 'SMS notices (log)',
        description: 'Sends SMS notifications to the structured server log instead of a carrier.',
      },
      'storage-local': {
        name: 'Local storage',
        description: 'Stores uploaded files on the local disk under DATA_DIR/uploads.',
      },
    },
  },
  listExport: {
    button: 'Export',
    title: 'Export the current list',
    running: 'Exporting the rows of the current filters…',
    progress: 'Exporting ({{done}}/{{total}})',
    failed: 'The export failed',
    download: 'Download the file',
    done_one: 'Export finished: {{count}} row',
    done_other: 'Export finished: {{count}} rows',
    tooMany: 'The export has more than {{max}} rows; narrow the filters and export in parts',
    yes: 'Yes',
    no: 'No',
    line: 'Line',
    installments: 'Export rent schedules',
  },
  backup: {
    running: 'A backup is already in progress; wait for it to finish',
    stageDatabase: 'Backing up the database',
    stageUploads: 'Archiving uploaded files',
    done: 'Backup finished: {{name}}',
    pgDumpMissing:
      'pg_dump was not found, so the PostgreSQL database cannot be backed up. Install the PostgreSQL client matching the server version (e.g. postgresql-client) on the server, or set its path in the PG_DUMP environment variable',
    pgDumpFailed: 'pg_dump failed: {{detail}}',
  },
  server: {
    dataDirInUse:
      'Another server is already running on the data dir {{dir}}. With SQLite one data dir serves one server: stop the other one, or start this one with its own DATA_DIR (and PORT)',
  },
  restore: {
    usage:
      'Usage: npm run restore -- <backup file> [--data-dir DIR] [--database-url postgres://...] (stop the server first)',
    fileMissing: 'The backup file does not exist: {{file}}',
    unknownKind: 'Not a backup file: {{file}} (expected .sqlite, .dump or .tar.gz)',
    serverRunning:
      'A server (process {{pid}}) is running on the data dir {{dir}}. Restore is never done online: stop the server, then restore',
    notSqlite: 'The backup file is not a usable database: {{detail}}',
    badArchive: 'The backup archive is not valid: {{detail}}',
    needsDatabaseUrl:
      'This backup comes from PostgreSQL: give the database to restore into with --database-url or DATABASE_URL',
    pgRestoreMissing:
      'pg_restore was not found. Install the PostgreSQL client matching the server version (e.g. postgresql-client), or set its path in the PG_RESTORE environment variable',
    pgRestoreFailed: 'pg_restore failed: {{detail}}',
    restoredDatabase: 'Database restored to {{target}}',
    restoredUploads: 'Uploads restored to {{target}}',
    keptOld: 'The previous data was kept as {{path}}',
    done: 'Restore finished; the server can be started now',
  },
};
