/** The server: settings, data dir lock, the app, the port (loaded by main.ts once the compile cache is on). */
import type { AddressInfo } from 'node:net';
import { translate } from '@bo/contract';
import { loadConfigOrExit } from './config.js';
import { isPostgresUrl } from './db/database.js';
import { takeDataDirLock, terminalLang, writePidFile } from './lib/instance-lock.js';
import { stopOnSignals } from './lib/shutdown.js';

// First of all: a bad setting stops the start before the data dir, the database or a migration is touched.
const config = loadConfigOrExit();
// On SQLite one process serves a data dir: a second server there is refused before it opens anything.
if (!isPostgresUrl(config.databaseUrl) && !takeDataDirLock(config.dataDir)) {
  console.error(translate(terminalLang(), 'server.dataDirInUse', { dir: config.dataDir }));
  process.exit(1);
}
// Loaded once the settings are known good, so a bad one is reported at once.
const { buildApp } = await import('./app.js');
// The running job gets half the stop's time to finish; then it goes back to the queue, within the other half.
const { app, seedResult } = await buildApp(config, {
  worker: { stopTimeoutMs: config.shutdownTimeoutMs / 2 },
});

if (seedResult.generatedPassword) {
  // Printed once, on the first start only: the password is not stored anywhere in clear text.
  console.log(
    `\n  First administrator created.\n  username: admin\n  password: ${seedResult.generatedPassword}\n  (set ADMIN_PASSWORD before the first start to choose it)\n`,
  );
}

await app.listen({ port: config.port, host: config.host });
// The port taken (PORT=0 takes a free one).
const { port } = app.server.address() as AddressInfo;
// Lets `npm run restore` refuse to touch a data dir a server is running on (restore is never online).
const removePidFile = writePidFile(config.dataDir);
process.once('exit', removePidFile);
app.log.info(
  {
    port,
    database: app.dialect,
    dataDir: config.dataDir,
    captcha: config.captcha,
    worker: config.worker !== false,
  },
  `back-office ready on http://localhost:${port}`,
);
stopOnSignals(app, config.shutdownTimeoutMs);
