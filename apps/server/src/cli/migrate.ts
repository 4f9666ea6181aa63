import path from 'node:path';
import { translate } from '@bo/contract';
import { loadConfigOrExit } from '../config.js';
import { isPostgresUrl, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { whileStarting } from '../db/start-lock.js';
import { takeDataDirLock, terminalLang } from '../lib/instance-lock.js';

/** Where the migrations ran, without the password or options of a PostgreSQL URL. */
function targetName(databaseUrl: string, sqliteFile: string): string {
  if (!isPostgresUrl(databaseUrl)) return sqliteFile;
  const url = new URL(databaseUrl);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/**
 * `npm run migrate` (or `node apps/server/dist/cli/migrate.js` in a built installation): brings the
 * configured database (SQLite in DATA_DIR, or DATABASE_URL) to the latest schema and says which
 * migrations ran, for release pipelines that migrate before starting the new version. The server runs
 * the same migrations when it starts; this runs them alone, without the first data.
 */
async function main(): Promise<number> {
  // npm runs workspace scripts in the workspace folder; paths are meant from where the user typed them.
  const base = process.env.INIT_CWD || process.cwd();
  const config = loadConfigOrExit({
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || './data'),
  });
  const lang = terminalLang();
  const sqliteFile = path.join(config.dataDir, 'app.db');
  // A server running on a SQLite data dir owns its file: migrating it under the server is refused.
  if (!isPostgresUrl(config.databaseUrl) && !takeDataDirLock(config.dataDir)) {
    console.error(translate(lang, 'server.dataDirInUse', { dir: config.dataDir }));
    return 1;
  }
  // Under the start lock: instances starting meanwhile on the same PostgreSQL wait, then find it done.
  const ran = await whileStarting(config, async () => {
    // One connection is enough for a command that runs the migrations and ends: no reader threads.
    const handle = await openDatabase({ ...config, sqliteFile, pgPoolSize: 1, sqliteReaders: 0 });
    try {
      return await migrateToLatest(handle.db, handle.dialect, config.databaseSchema);
    } finally {
      await handle.destroy();
    }
  });
  const target = targetName(config.databaseUrl, sqliteFile);
  if (ran.length === 0) console.log(translate(lang, 'migrate.upToDate', { target }));
  else console.log([translate(lang, 'migrate.ran', { target, count: ran.length }), ...ran].join('\n  '));
  return 0;
}

process.exitCode = await main();
