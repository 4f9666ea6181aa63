import { translate } from '@bo/contract';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { isPostgresUrl } from './db/database.js';
import { takeDataDirLock, terminalLang, writePidFile } from './lib/instance-lock.js';

const config = loadConfig();
// On SQLite one process serves a data dir: a second server there is refused before it opens anything.
if (!isPostgresUrl(config.databaseUrl) && !takeDataDirLock(config.dataDir)) {
  console.error(translate(terminalLang(), 'server.dataDirInUse', { dir: config.dataDir }));
  process.exit(1);
}
const { app, seedResult } = await buildApp(config, { worker: true });

if (seedResult.generatedPassword) {
  // Printed once, on the first start only: the password is not stored anywhere in clear text.
  console.log(
    `\n  First administrator created.\n  username: admin\n  password: ${seedResult.generatedPassword}\n  (set ADMIN_PASSWORD before the first start to choose it)\n`,
  );
}

await app.listen({ port: config.port, host: config.host });
// Lets `npm run restore` refuse to touch a data dir a server is running on (restore is never online).
const removePidFile = writePidFile(config.dataDir);
process.once('exit', removePidFile);
app.log.info(
  { port: config.port, database: app.dialect, dataDir: config.dataDir, captcha: config.captcha },
  `back-office ready on http://localhost:${config.port}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
