import type { CatalogShape } from './shape.js';
import type { zhOpsCore } from './zh-ops.js';

/** What the server's commands print to a terminal (en): bad settings at start, migrations. */
export const enOpsCore: CatalogShape<typeof zhOpsCore> = {
  settings: {
    refused: 'Nothing was done: these environment settings are not valid',
    bad: '{{name}}={{value}} is not valid: expected {{allowed}}',
    badHidden: '{{name}} is not valid (its value is not shown): expected {{allowed}}',
    allowed: {
      integer: 'a whole number from {{min}} to {{max}}',
      switch: 'on or off (or true/false, 1/0)',
      oneOf: 'one of {{values}}',
      host: 'a host name or IP address to listen on, such as 0.0.0.0 or 127.0.0.1',
      databaseUrl: 'empty (SQLite in DATA_DIR) or a URL starting with postgres:// or postgresql://',
      redisUrl: 'empty or a URL starting with redis:// or rediss://',
      token: 'at least {{min}} visible characters without spaces',
      hosts: 'host names or IP addresses separated by commas',
      caFile: 'a readable PEM file of certificates (-----BEGIN CERTIFICATE-----)',
      timeZone:
        'a time zone name such as Asia/Shanghai or UTC, a POSIX rule such as CST-8, or a zoneinfo file',
    },
  },
  migrate: {
    ran_one: 'Ran {{count}} migration on {{target}}:',
    ran_other: 'Ran {{count}} migrations on {{target}}:',
    upToDate: '{{target}} is up to date: no migration to run',
  },
};
