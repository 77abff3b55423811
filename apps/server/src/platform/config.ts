import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_COMPANY_TIME_ZONE, isValidTimeZone } from '@hr/contracts';

/*
 * THE configuration: every environment variable the server reads is declared here once, with the zod schema that
 * checks it and the words that say what it expects. A wrong value stops the start with one line per variable
 * (`PORT must be a port number (0 to 65535), got "abc"`); nothing else in the server reads `process.env`.
 * `npm start -- --check-config` prints the effective configuration with the secrets masked (describeConfig).
 */

/** Resolves a host name to all its addresses (node:dns's lookup with `all`; tests answer their own). */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** Runtime configuration, read once from the environment (README lists every variable). */
export interface AppConfig {
  nodeEnv: 'production' | 'development' | 'test' | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (DB_POOL_MAX). */
  dbPoolMax: number;
  adminPassword: string | undefined;
  /** The initial password of new and reset accounts (INITIAL_PASSWORD; not a secret, shown on reset). */
  initialPassword: string;
  demoData: boolean;
  jwtSecret: string | undefined;
  webClientId: string;
  webClientSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsProviderUrl: string | undefined;
  ssoIssuer: string | undefined;
  ssoPublicKey: string | undefined;
  ssoSecret: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** This process runs the background worker (outbox, jobs, sweeps): RUN_WORKER, off in tests. */
  backgroundJobs: boolean;
  /** This process serves HTTP (RUN_HTTP; `0` is a worker only: it opens no port). */
  runHttp: boolean;
  /** Finished queue rows, expired sessions and sign-in counters are deleted after this many days (RETENTION_DAYS). */
  retentionDays: number;
  /** Largest accepted upload (UPLOAD_MAX_MB, default 20). */
  uploadMaxBytes: number;
  /** Lifetime of signed file links (FILE_LINK_SECONDS, default 3600). */
  fileLinkSeconds: number;
  /** Address of the web app for links in e-mails (PUBLIC_WEB_URL, e.g. https://hr.example.com); else the request's. */
  publicWebUrl: string | undefined;
  /** Origins that may embed the pages in a frame (the portal and app showing the public layout), besides our own. */
  frameAncestors: string[];
  /** Default S3-compatible store when a tenant has no active object-storage config (S3_BUCKET set). */
  s3: S3Settings | undefined;
  /** A bearer token that may read /metrics besides administrators' sessions (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Human-readable request logs (a terminal) instead of JSON lines (files, log collectors). */
  prettyLogs: boolean;
  /**
   * Internal webhook receivers an operator allows on purpose (WEBHOOK_ALLOWED_HOSTS, comma or space separated):
   * host names, addresses or CIDRs. Other loopback, private, link-local... addresses are refused.
   */
  webhookAllowedHosts: string[];
  /** Set by tests: resolves webhook host names instead of DNS (the machine may have no network). */
  webhookLookup: HostLookup | undefined;
  /** /api/docs and its JSON open to anyone: outside production, or API_DOCS=public; else signed-in users only. */
  apiDocsPublic: boolean;
  /** The company time zone a new install starts with (DEFAULT_TIME_ZONE, an IANA name; default Asia/Singapore). */
  defaultTimeZone: string;
  /** Sign-in attempts per address per minute (LOGIN_IP_LIMIT). */
  loginIpLimit: number;
  /** Code sends and captchas per address per minute (PUBLIC_IP_LIMIT). */
  publicIpLimit: number;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY): a hop count, or their addresses; false: none. */
  trustProxy: number | string[] | false;
  /** Seconds a dashboard panel is reused (DASHBOARD_CACHE_SECONDS; 0 computes every call). */
  dashboardCacheSeconds: number;
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKey: string | undefined;
  secretKey: string | undefined;
}

/** A configuration that cannot run: every wrong variable, one line each, naming it and what it expects. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface Variable {
  /** What a valid value is, in words (the error says "<NAME> must be <expects>, got ..."). */
  expects: string;
  /** Checks the raw text and gives the value (undefined when unset: its default applies). */
  schema: z.ZodType;
  /** Masked by --check-config. */
  secret?: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** proxy-addr's names of address ranges, which TRUST_PROXY also takes. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const text = () => z.string();
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const positiveNumber = () =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().positive());
const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']))
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
/** A URL of one of the protocols; a host is required unless `hostOptional` (PostgreSQL's Unix socket: `postgres:///db?host=/run/postgresql`). */
const url = (protocols: string[], hostOptional = false) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol) && (hostOptional || new URL(v).hostname !== ''));
const list = () => z.string().transform((v) => v.split(/[\s,]+/).filter(Boolean));
const origin = /^https?:\/\/[\w.-]+(:\d+)?$/i;

/** A WEBHOOK_ALLOWED_HOSTS entry: an address, a CIDR, or a host name. */
function allowedHostEntry(entry: string): boolean {
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry);
  return ipaddr.isValid(entry.replace(/^\[|\]$/g, '')) || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(entry);
}

/** Every variable the server reads (README "Configuration" lists the same, with defaults and meaning). */
export const VARIABLES = {
  NODE_ENV: { expects: 'production, development or test', schema: z.enum(['production', 'development', 'test']) },
  PORT: { expects: 'a port number (0 to 65535)', schema: integer(0, 65535) },
  HOST: { expects: 'a listen address', schema: text() },
  DATA_DIR: { expects: 'a folder', schema: text() },
  DATABASE_URL: { expects: 'a postgres:// or postgresql:// URL', schema: url(['postgres:', 'postgresql:'], true), secret: true },
  DB_POOL_MAX: { expects: 'a whole number of connections, at least 1', schema: integer(1, 1000) },
  ADMIN_PASSWORD: { expects: 'a password', schema: text(), secret: true },
  INITIAL_PASSWORD: { expects: 'a password', schema: text() },
  DEMO_DATA: { expects: '1 or 0 (true or false)', schema: flag() },
  JWT_SECRET: { expects: 'a secret of at least 16 characters', schema: z.string().min(16), secret: true },
  WEB_CLIENT_ID: { expects: 'a client id', schema: text() },
  WEB_CLIENT_SECRET: { expects: 'a client secret', schema: text(), secret: true },
  ACCESS_TOKEN_SECONDS: { expects: 'a whole number of seconds, at least 60', schema: integer(60) },
  REFRESH_TOKEN_SECONDS: { expects: 'a whole number of seconds, at least 60', schema: integer(60) },
  SMTP_URL: { expects: 'an smtp:// or smtps:// URL', schema: url(['smtp:', 'smtps:']), secret: true },
  MAIL_FROM: { expects: 'a sender address', schema: text() },
  SMS_PROVIDER_URL: { expects: 'an http:// or https:// URL', schema: url(['http:', 'https:']), secret: true },
  SSO_ISSUER: { expects: 'the portal token issuer', schema: text() },
  SSO_SECRET: { expects: 'an HS256 secret', schema: text(), secret: true },
  SSO_PUBLIC_KEY: { expects: 'an RS256 public key (PEM)', schema: text() },
  LOG_LEVEL: { expects: LOG_LEVELS.join(', '), schema: z.enum(LOG_LEVELS) },
  LOG_FORMAT: { expects: 'pretty or json', schema: z.enum(['pretty', 'json']) },
  WEB_DIST: { expects: 'a folder', schema: text() },
  RUN_WORKER: { expects: '1 or 0 (true or false)', schema: flag() },
  RUN_HTTP: { expects: '1 or 0 (true or false)', schema: flag() },
  RETENTION_DAYS: { expects: 'a whole number of days, at least 1', schema: integer(1, 36_500) },
  UPLOAD_MAX_MB: { expects: 'a positive number of megabytes', schema: positiveNumber() },
  FILE_LINK_SECONDS: { expects: 'a whole number of seconds, at least 1', schema: integer(1) },
  PUBLIC_WEB_URL: { expects: 'an http:// or https:// URL', schema: url(['http:', 'https:']) },
  FRAME_ANCESTORS: {
    expects: 'origins such as https://portal.example.com, space or comma separated',
    schema: list().refine((origins) => origins.every((o) => origin.test(o))),
  },
  S3_BUCKET: { expects: 'a bucket name', schema: text() },
  S3_ENDPOINT: { expects: 'an http:// or https:// URL', schema: url(['http:', 'https:']) },
  S3_REGION: { expects: 'a region name', schema: text() },
  S3_ACCESS_KEY: { expects: 'an access key', schema: text() },
  S3_SECRET_KEY: { expects: 'a secret key', schema: text(), secret: true },
  METRICS_TOKEN: { expects: 'a token', schema: text(), secret: true },
  WEBHOOK_ALLOWED_HOSTS: {
    expects: 'host names, addresses or CIDRs (10.1.0.0/16), comma or space separated',
    schema: list().refine((hosts) => hosts.every(allowedHostEntry)),
  },
  API_DOCS: { expects: 'public (or unset)', schema: z.enum(['public']) },
  DEFAULT_TIME_ZONE: { expects: 'an IANA time zone such as Asia/Singapore', schema: z.string().trim().refine(isValidTimeZone) },
  LOGIN_IP_LIMIT: { expects: 'a whole number of attempts a minute, at least 1', schema: integer(1) },
  PUBLIC_IP_LIMIT: { expects: 'a whole number of calls a minute, at least 1', schema: integer(1) },
  TRUST_PROXY: {
    expects: "a hop count (1 = the one proxy in front) or the proxies' addresses or CIDRs, comma separated",
    schema: z.union([
      integer(0, 100),
      list().refine((entries) => entries.length > 0 && entries.every((e) => PROXY_RANGES.includes(e) || ipaddr.isValid(e) || ipaddr.isValidCIDR(e))),
    ]),
  },
  DASHBOARD_CACHE_SECONDS: { expects: 'a whole number of seconds (0 computes every call)', schema: integer(0) },
} satisfies Record<string, Variable>;

type Name = keyof typeof VARIABLES;
type Values = { [K in Name]?: z.output<(typeof VARIABLES)[K]['schema']> };

/** Checks every variable; an empty value counts as unset. Throws ConfigError naming each wrong one. */
export function readEnvironment(env: NodeJS.ProcessEnv): Values {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [Name, Variable][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = variable.schema.safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else problems.push(`${name} must be ${variable.expects}, got ${JSON.stringify(variable.secret ? mask(raw) : raw)}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Values;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const v = readEnvironment(env);
  const config: AppConfig = {
    nodeEnv: v.NODE_ENV,
    port: v.PORT ?? 8080,
    host: v.HOST ?? '0.0.0.0',
    dataDir: resolve(v.DATA_DIR ?? './data'),
    databaseUrl: v.DATABASE_URL,
    dbPoolMax: v.DB_POOL_MAX ?? 10,
    adminPassword: v.ADMIN_PASSWORD,
    initialPassword: v.INITIAL_PASSWORD ?? 'Welcome@2026',
    demoData: v.DEMO_DATA ?? false,
    jwtSecret: v.JWT_SECRET,
    webClientId: v.WEB_CLIENT_ID ?? 'hr-web',
    webClientSecret: v.WEB_CLIENT_SECRET ?? 'hr-web-secret',
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'HR Platform <no-reply@localhost>',
    smsProviderUrl: v.SMS_PROVIDER_URL,
    ssoIssuer: v.SSO_ISSUER,
    ssoPublicKey: v.SSO_PUBLIC_KEY,
    ssoSecret: v.SSO_SECRET,
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: v.WEB_DIST,
    accessTokenSeconds: v.ACCESS_TOKEN_SECONDS ?? 3600,
    refreshTokenSeconds: v.REFRESH_TOKEN_SECONDS ?? 7 * 24 * 3600,
    backgroundJobs: (v.RUN_WORKER ?? true) && v.NODE_ENV !== 'test',
    runHttp: v.RUN_HTTP ?? true,
    retentionDays: v.RETENTION_DAYS ?? 90,
    uploadMaxBytes: Math.round((v.UPLOAD_MAX_MB ?? 20) * 1024 * 1024),
    fileLinkSeconds: v.FILE_LINK_SECONDS ?? 3600,
    publicWebUrl: v.PUBLIC_WEB_URL,
    frameAncestors: v.FRAME_ANCESTORS ?? [],
    s3: v.S3_BUCKET
      ? { endpoint: v.S3_ENDPOINT, region: v.S3_REGION ?? 'us-east-1', bucket: v.S3_BUCKET, accessKey: v.S3_ACCESS_KEY, secretKey: v.S3_SECRET_KEY }
      : undefined,
    metricsToken: v.METRICS_TOKEN,
    prettyLogs: v.LOG_FORMAT ? v.LOG_FORMAT === 'pretty' : Boolean(process.stdout.isTTY),
    webhookAllowedHosts: v.WEBHOOK_ALLOWED_HOSTS ?? [],
    webhookLookup: undefined,
    apiDocsPublic: v.API_DOCS === 'public' || v.NODE_ENV !== 'production',
    defaultTimeZone: v.DEFAULT_TIME_ZONE ?? DEFAULT_COMPANY_TIME_ZONE,
    loginIpLimit: v.LOGIN_IP_LIMIT ?? 300,
    publicIpLimit: v.PUBLIC_IP_LIMIT ?? 60,
    trustProxy: v.TRUST_PROXY === undefined || v.TRUST_PROXY === 0 ? false : v.TRUST_PROXY,
    dashboardCacheSeconds: v.DASHBOARD_CACHE_SECONDS ?? 30,
    ...overrides,
  };
  if (v.RUN_HTTP === false && v.RUN_WORKER === false) throw new ConfigError(['RUN_HTTP and RUN_WORKER must not both be 0 (the process would do nothing)']);
  return config;
}

/** TRUST_PROXY as Fastify takes it: the proxies' addresses, or a hop count (the n hops nearest to us are believed). */
export function fastifyTrustProxy(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

let processConfig: AppConfig | undefined;
/**
 * The process's own configuration (loadConfig of process.env, read once), for the few readers that run outside an
 * app (the initial password of an account, the sign-in limits, the dashboard cache); an app's `app.config` is the
 * same values plus what the caller of buildApp overrode.
 */
export function environment(): AppConfig {
  processConfig ??= loadConfig(process.env);
  return processConfig;
}

/** Reads the process environment again: for a benchmark that changes a setting between its runs (bench/dashboard.ts). */
export function reloadEnvironment(): AppConfig {
  processConfig = undefined;
  return environment();
}

/** A secret shown by --check-config: set or not, never its text; a URL keeps everything but its password. */
function mask(value: string): string {
  if (URL.canParse(value) && value.includes('://')) {
    const u = new URL(value);
    if (u.password) u.password = '***';
    else if (u.username && !u.host) return '***';
    return u.href;
  }
  return '***';
}

/** The effective configuration, one `NAME=value` line per variable (secrets masked; `(default)` where unset). */
export function describeConfig(env: NodeJS.ProcessEnv = process.env): string {
  const config = loadConfig(env);
  const effective: Partial<Record<Name, unknown>> = {
    NODE_ENV: config.nodeEnv ?? '(unset: development)',
    PORT: config.port,
    HOST: config.host,
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? '(unset: the embedded database in DATA_DIR)',
    DB_POOL_MAX: config.dbPoolMax,
    DEMO_DATA: config.demoData,
    WEB_CLIENT_ID: config.webClientId,
    ACCESS_TOKEN_SECONDS: config.accessTokenSeconds,
    REFRESH_TOKEN_SECONDS: config.refreshTokenSeconds,
    MAIL_FROM: config.mailFrom,
    LOG_LEVEL: config.logLevel,
    LOG_FORMAT: config.prettyLogs ? 'pretty' : 'json',
    RUN_WORKER: config.backgroundJobs,
    RUN_HTTP: config.runHttp,
    RETENTION_DAYS: config.retentionDays,
    UPLOAD_MAX_MB: config.uploadMaxBytes / 1024 / 1024,
    FILE_LINK_SECONDS: config.fileLinkSeconds,
    FRAME_ANCESTORS: config.frameAncestors.join(' '),
    S3_REGION: config.s3?.region,
    WEBHOOK_ALLOWED_HOSTS: config.webhookAllowedHosts.join(' '),
    API_DOCS: config.apiDocsPublic ? 'public' : 'signed-in users only',
    DEFAULT_TIME_ZONE: config.defaultTimeZone,
    LOGIN_IP_LIMIT: config.loginIpLimit,
    PUBLIC_IP_LIMIT: config.publicIpLimit,
    TRUST_PROXY: config.trustProxy === false ? '(unset: no proxy trusted)' : [config.trustProxy].flat().join(','),
    DASHBOARD_CACHE_SECONDS: config.dashboardCacheSeconds,
    INITIAL_PASSWORD: config.initialPassword,
    WEB_CLIENT_SECRET: env.WEB_CLIENT_SECRET ? undefined : '(default)',
  };
  const lines: string[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [Name, Variable][]) {
    const raw = env[name]?.trim() ? env[name] : undefined;
    let shown: unknown;
    if (raw !== undefined && variable.secret) shown = mask(raw);
    else if (name in effective && effective[name] !== undefined) shown = effective[name];
    else shown = raw ?? '(unset)';
    lines.push(`${name}=${String(shown)}${raw === undefined && name in effective ? '  (default)' : ''}`);
  }
  return lines.join('\n');
}
