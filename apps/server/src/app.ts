import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { fastifyTrustProxy, loadConfig, type AppConfig } from './platform/config.js';
import { openDatabase, ping, type Database, type Db } from './platform/db/client.js';
import { acquireBootLock, runMigrations } from './platform/db/migrate.js';
import { setNodeId } from './platform/db/ids.js';
import { usePdfLog } from './platform/pdf.js';
import { sysNode } from './platform/db/platform.tables.js';
import { loadSigningKey } from './platform/auth/tokens.js';
import { registerAuthentication } from './platform/auth/authenticate.js';
import { frameworkErrors, registerErrorHandling } from './platform/http/errors-plugin.js';
import { registerStaticWeb } from './platform/http/static-web.js';
import { registerCompression } from './platform/http/compression.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { apiDocsAccess } from './platform/http/api-docs.js';
import { assignOperationIds } from './platform/http/operation-ids.js';
import { registerMetrics } from './platform/metrics.js';
import { bootstrap } from './modules/system/bootstrap.js';
import { modules } from './modules/index.js';
import { installModules, ModuleRegistry, type AppModule } from './modules/module.js';
import { JobRegistry } from './platform/jobs.js';
import { startBackgroundWorkers } from './platform/worker.js';
import { retentionSweep } from './platform/retention.js';
import { registerCallerZone, registerClockContext, setFallbackZone } from './platform/clock-context.js';
import { companyReminderHour, companyTimeZone } from './modules/system/clock.queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    signingKey: Uint8Array;
    /** Every route with its declared permission (the permission harness reads it). */
    routeTable: RouteInfo[];
    /** Whether this start created the default tenant and the admin account. */
    firstBoot: boolean;
    /** A tenant's company time zone (system/clock.queries.ts, cached 60 s): the zone of its requests' wall times. */
    companyZone(tenantId: string): Promise<string>;
    /** A tenant's local hour of the daily reminders (system/clock.queries.ts, cached 60 s): platform/jobs.ts dailySweep. */
    companyReminderHour(tenantId: string): Promise<number>;
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  permission: unknown;
}

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Run migrations and the first-boot bootstrap (default true). */
  migrate?: boolean;
  /** The build's seeded database (scripts/dump-template.ts): reference data without an account, a client or a secret. */
  installTemplate?: boolean;
  /** Modules installed after the product's own (tests contribute hooks, listeners and jobs this way). */
  modules?: readonly AppModule[];
}

/** Builds the whole app (plugins, then modules) without listening: tests use `app.inject()`. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(undefined, options.config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["blade-auth"]'],
      // a terminal gets readable lines; files and log collectors get JSON
      ...(config.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
        : {}),
    },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // a hop count or the proxies' addresses (TRUST_PROXY); never every hop, which would let a client pick its own address
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: r.url, permission: (r.config as { permission?: unknown } | undefined)?.permission });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // every request a unit of work on the company clock (clock-context.ts): its first hook
  setFallbackZone(config.defaultTimeZone);
  registerClockContext(app);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax }));
  // Processes booting at once on one PostgreSQL take turns for migrations and first-boot seeds.
  const releaseBootLock = options.migrate !== false ? await acquireBootLock(database) : async () => undefined;
  if (options.migrate !== false) {
    await runMigrations(database);
    setNodeId(await claimNodeId(database.db));
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('signingKey', await loadSigningKey(database.db, config.jwtSecret));
  app.decorate('jobs', new JobRegistry());
  // finished queue rows, dead sessions and old sign-in counters go after RETENTION_DAYS (the audit log stays)
  app.jobs.addSweep('platform.retention', retentionSweep);
  app.decorate('companyZone', (tenantId: string) => companyTimeZone(app, database.db, { tenantId }));
  app.decorate('companyReminderHour', (tenantId: string) => companyReminderHour(app, database.db, { tenantId }));
  app.decorate('modules', new ModuleRegistry());
  usePdfLog(app.log);
  if (!options.database) app.addHook('onClose', async () => database.close());

  await registerSecurityHeaders(app);
  // before any route: the plugin's onRoute hook gives each route its onSend
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'HR and workforce approval platform API',
        version: '1.0.0',
        description:
          'Dates and times (README "Time zone"): every date-time is answered and read as the company\'s wall time ' +
          "`YYYY-MM-DD HH:mm:ss` in the company's time zone (system parameter company.timeZone, an IANA name; " +
          'GET /api/blade-system/clock answers the zone, its UTC offset, and today and now in it); a date is `YYYY-MM-DD` ' +
          'with no zone. Stored date-times are instants: changing the zone re-expresses them.',
      },
      components: {
        securitySchemes: {
          bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'the client credentials (client id and secret), on every call' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // named schemas (`.meta({ id })`, e.g. the recursive trees) become components the routes $ref;
    // every operation gets an operationId derived from its URL (operation-ids.ts)
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input);
      assignOperationIds(doc as Parameters<typeof assignOperationIds>[0]);
      return doc;
    },
  });
  // the viewer sends its own CSP (hashes of its inline parts) over the app's; signed-in users only in production
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, ...apiDocsAccess(app) });

  registerErrorHandling(app);
  registerAuthentication(app);
  registerCallerZone(app);
  registerMetrics(app);

  // probes carry no client credentials
  app.get('/api/health', { config: { permission: 'public', clientCheck: false }, schema: { hide: true } }, async () => {
    await ping(database.db);
    return { status: 'up', database: database.kind };
  });

  await installModules(app, [...modules, ...(options.modules ?? [])]);
  let firstBoot = false;
  if (options.migrate !== false) {
    try {
      firstBoot = await bootstrap(app, { template: options.installTemplate });
    } finally {
      await releaseBootLock();
    }
  }
  app.decorate('firstBoot', firstBoot);
  if (config.backgroundJobs) startBackgroundWorkers(app);
  await registerStaticWeb(app);
  return app;
}

/** Claims this process's id node number (ids.ts) from `sys_node`, so processes on one database never share one. */
async function claimNodeId(db: Db): Promise<number> {
  const [row] = await db.insert(sysNode).values({}).returning({ id: sysNode.id });
  return row!.id % 1024;
}
