import { SHOP_API_ROOT } from '@bo/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { type SeedResult, seed } from './db/seed.js';
import { whileStarting } from './db/start-lock.js';
import { outageLog } from './http/outages.js';
import { serializerCompiler } from './http/serializer.js';
import { attachJobWorker, type JobWorkerOptions } from './jobs/worker.js';
import { redactUrl } from './lib/redact.js';
import { lastAnswersClosePlugin } from './lib/shutdown.js';
import { registerModules } from './modules/index.js';
import { notificationsPlugin } from './modules/notifications/hub.js';
import { storefrontRoutes } from './modules/storefront/routes.js';
import { syncBuiltInPlugins } from './modules/system/index.js';
import { uploadFilesPlugin } from './modules/upload/files.js';
import { adminLogPlugin } from './plugins/admin-log.js';
import { changeNoticesPlugin } from './plugins/change-notices.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorsPlugin } from './plugins/errors.js';
import { exportThreadsPlugin } from './plugins/export-threads.js';
import { API_PREFIX, guardPlugin } from './plugins/guard.js';
import { healthRoutes } from './plugins/health.js';
import { metricsPlugin } from './plugins/metrics.js';
import { nulTextPlugin } from './plugins/nul-text.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { redisPlugin } from './plugins/redis.js';
import { requestId, requestIdPlugin } from './plugins/request-id.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { addSecurityHeaders } from './plugins/security-headers.js';
import { staticWebPlugin } from './plugins/static-web.js';
import type { RouteRecord } from './types.js';

/**
 * What the arrival line (at debug) says of a request: Fastify's fields, with the values of secret query
 * parameters masked (a `/tokenlogin?token=` link holds a single-use login token).
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every route validates through zod and serializes with code compiled from its zod schema (http/serializer.ts):
 * given as the factories, Fastify never loads nor
 * builds its default JSON-schema compilers (ajv), a tenth of a second at start. Typed for ajv's
 * compilers, which zod's stand in for.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export interface BuiltApp {
  app: FastifyInstance;
  seedResult: SeedResult;
}

/** How long after the app is ready the database's threads start (see the end of {@link buildApp}). */
const DB_THREADS_DELAY_MS = 1_000;

/** The one factory used by main.ts and every test: database, migrations, seed, plugins, routes. */
export async function buildApp(
  config: AppConfig,
  /**
   * `worker`: run the job queue worker in this process (main.ts; API-only tests leave it off), unless
   * `config.worker` is false (`WORKER=off`: jobs wait for another instance).
   * `logStream`: where the log lines go instead of stdout (tests that read what is logged).
   */
  options: {
    logger?: boolean;
    logStream?: { write(line: string): void };
    worker?: boolean | JobWorkerOptions;
  } = {},
): Promise<BuiltApp> {
  const { handle, seedResult } = await whileStarting(config, async () => {
    const handle: DatabaseHandle = await openDatabase(config);
    await migrateToLatest(handle.db, handle.dialect, config.databaseSchema);
    const seedResult = await seed(handle.db, { adminPassword: config.adminPassword });
    await syncBuiltInPlugins(handle.db);
    return { handle, seedResult };
  });

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            stream: options.logStream,
            serializers: { req: requestForLog },
          },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // One line per request instead of two, written by the request log plugin.
    logController: new LogController({ disableRequestLogging: true }),
    // Read from the header by genReqId, which checks it (Fastify's own reading would take any value).
    requestIdHeader: false,
    genReqId: requestId,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('config', config);
  app.addHook('onClose', async () => handle.destroy());
  const logLost = outageLog();
  handle.onConnectionLost((err) => logLost(app.log, err, 'database connection lost'));
  const routeTable: RouteRecord[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeTable.push({ method, url: route.url, permission: route.config?.permission, schema: route.schema });
  });

  // One strict policy for the web app and the API alike: scripts only from our own files (no inline, no
  // eval), no plug-ins, no framing, no <base>. WebAssembly may compile: the QR reader of the verification
  // walk is a wasm file of our own build, and that grants no JavaScript eval. Styles allow inline ones:
  // antd writes its CSS at run time.
  // No upgrade-insecure-requests: the server speaks plain HTTP on port 8080 (TLS is a proxy's job), and
  // browsers would rewrite its asset URLs to https on any host but localhost.
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(requestIdPlugin);
  await app.register(requestLogPlugin, { mode: config.logRequests ?? 'all' });
  await app.register(lastAnswersClosePlugin);
  await app.register(errorsPlugin);
  // After the error handler, so its refusal is the usual localized envelope.
  await app.register(metricsPlugin, { poolStats: () => handle.poolStats() });
  await app.register(compressionPlugin);
  await app.register(redisPlugin);
  await app.register(changeNoticesPlugin);
  await app.register(notificationsPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(guardPlugin);
  await app.register(nulTextPlugin);
  await app.register(adminLogPlugin);
  await app.register(registerModules, { prefix: API_PREFIX });
  await app.register(storefrontRoutes, { prefix: SHOP_API_ROOT.slice(0, -1) });
  await app.register(uploadFilesPlugin);
  await app.register(healthRoutes);
  if (config.webDist) await app.register(staticWebPlugin, { root: config.webDist });
  await app.register(exportThreadsPlugin);
  if (options.worker && config.worker !== false)
    attachJobWorker(app, options.worker === true ? {} : options.worker);
  // The database's threads (SQLite's readers, checkpoints and statistics) start a moment after the app
  // is ready: each takes a few hundred milliseconds of CPU to boot, and started at once they held up the
  // first responses of a cold start on two cores. Until a reader is up, reads run on this connection.
  const threadsLater = setTimeout(() => handle.startThreads(), DB_THREADS_DELAY_MS);
  threadsLater.unref();
  app.addHook('onClose', async () => clearTimeout(threadsLater));
  await app.ready();
  return { app, seedResult };
}
