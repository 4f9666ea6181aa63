import path from 'node:path';
import { parseArgs } from 'node:util';
import { translate } from '@bo/contract';
import { loadConfigOrExit } from '../config.js';
import { terminalLang } from '../lib/instance-lock.js';
import { RestoreError, restoreBackup } from '../modules/system/backups/restore.js';

/**
 * `npm run restore -- <backup file> [--data-dir DIR] [--database-url URL] [--lang zh|en]`: restores a
 * backup into a stopped installation (README "Backup and restore").
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = terminalLang(values.lang);
  const say = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.log(say('restore.usage'));
    return values.help ? 0 : 1;
  }
  // npm runs workspace scripts in the workspace folder; paths are meant from where the user typed them.
  const base = process.env.INIT_CWD || process.cwd();
  // The flags stand in for their settings, and the whole environment is checked as the server checks it.
  const config = loadConfigOrExit({
    ...process.env,
    DATA_DIR: path.resolve(base, values['data-dir'] ?? process.env.DATA_DIR ?? './data'),
    DATABASE_URL: values['database-url'] ?? process.env.DATABASE_URL,
  });
  try {
    const summary = await restoreBackup({
      file: path.resolve(base, file),
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pgRestore: config.pgRestore,
    });
    const target = summary.database.kind === 'sqlite' ? summary.database.target : 'PostgreSQL';
    console.log(say('restore.restoredDatabase', { target }));
    if (summary.uploads) console.log(say('restore.restoredUploads', { target: summary.uploads }));
    for (const kept of summary.kept) console.log(say('restore.keptOld', { path: kept }));
    console.log(say('restore.done'));
    return 0;
  } catch (err) {
    if (err instanceof RestoreError) console.error(say(err.key, err.params));
    else console.error(err);
    return 1;
  }
}

process.exitCode = await main();
