import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { DEFAULT_COMPANY_TIME_ZONE, isValidTimeZone } from '@hr/contracts';

/** Resolves a host name to all its addresses (node:dns's lookup with `all`; tests answer their own). */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** Runtime configuration, read once from the environment (README lists every variable). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
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
  /** Set by tests: skip the periodic background workers. */
  backgroundJobs: boolean;
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
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKey: string | undefined;
  secretKey: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const config: AppConfig = {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
    jwtSecret: env.JWT_SECRET || undefined,
    webClientId: env.WEB_CLIENT_ID ?? 'hr-web',
    webClientSecret: env.WEB_CLIENT_SECRET ?? 'hr-web-secret',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'HR Platform <no-reply@localhost>',
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    ssoIssuer: env.SSO_ISSUER || undefined,
    ssoPublicKey: env.SSO_PUBLIC_KEY || undefined,
    ssoSecret: env.SSO_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: env.WEB_DIST || undefined,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 3600),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 7 * 24 * 3600),
    backgroundJobs: env.NODE_ENV !== 'test',
    uploadMaxBytes: Math.round(Number(env.UPLOAD_MAX_MB ?? 20) * 1024 * 1024),
    fileLinkSeconds: Number(env.FILE_LINK_SECONDS ?? 3600),
    publicWebUrl: env.PUBLIC_WEB_URL || undefined,
    frameAncestors: (env.FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter((o) => /^https?:\/\/[\w.-]+(:\d+)?$/i.test(o)),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? 'us-east-1',
          bucket: env.S3_BUCKET,
          accessKey: env.S3_ACCESS_KEY || undefined,
          secretKey: env.S3_SECRET_KEY || undefined,
        }
      : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : Boolean(process.stdout.isTTY),
    webhookAllowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter(Boolean),
    webhookLookup: undefined,
    apiDocsPublic: env.API_DOCS === 'public' || env.NODE_ENV !== 'production',
    defaultTimeZone: env.DEFAULT_TIME_ZONE?.trim() || DEFAULT_COMPANY_TIME_ZONE,
    ...overrides,
  };
  if (!(config.uploadMaxBytes > 0) || !(config.fileLinkSeconds > 0)) {
    throw new Error(`UPLOAD_MAX_MB and FILE_LINK_SECONDS must be positive numbers, got ${env.UPLOAD_MAX_MB} and ${env.FILE_LINK_SECONDS}`);
  }
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  if (!isValidTimeZone(config.defaultTimeZone))
    throw new Error(`DEFAULT_TIME_ZONE must be an IANA time zone such as Asia/Singapore, got ${config.defaultTimeZone}`);
  const wrong = config.webhookAllowedHosts.filter((h) => !allowedHostEntry(h));
  if (wrong.length > 0) throw new Error(`WEBHOOK_ALLOWED_HOSTS takes host names, addresses or CIDRs (10.1.0.0/16), got ${wrong.join(', ')}`);
  return config;
}

/** A WEBHOOK_ALLOWED_HOSTS entry: an address, a CIDR, or a host name. */
function allowedHostEntry(entry: string): boolean {
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry);
  return ipaddr.isValid(entry.replace(/^\[|\]$/g, '')) || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(entry);
}
