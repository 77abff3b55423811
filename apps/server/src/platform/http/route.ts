import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureEnvelope, ok } from './envelope.js';
import { badRequest } from '../errors.js';
import { issuesMessage } from './messages.js';
import type { AuthContext } from '../auth/context.js';
import type { Db } from '../db/client.js';

/**
 * What a caller needs to use a route: `public` (no sign-in), `authenticated` (any signed-in user of
 * the tenant), `worker-self` (a worker's self-service session only: his own data), or a permission code (a
 * menu button code such as `user_add`; administrators hold all). A worker's session reaches only `worker-self`
 * routes and those declaring `workerSession: true`.
 */
export type Permission = 'public' | 'authenticated' | 'worker-self' | (string & {}) | readonly string[];

/**
 * What a service function needs: the database (or the open transaction), the caller, and the app
 * (its config and the registries its modules filled). `req` is there when an HTTP call started the
 * work (audit rows record its method, path and address); sweeps and direct service tests have none.
 */
export interface ServiceContext {
  db: Db;
  auth: AuthContext;
  app: FastifyInstance;
  req?: FastifyRequest;
}

/** A route handler's context: a service context of an HTTP call, with its reply (file answers). */
export interface RouteContext extends ServiceContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<I extends z.ZodType, O extends z.ZodType> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  permission: Permission;
  summary: string;
  tags?: string[];
  /** The OpenAPI operation id, when the one derived from the URL (operation-ids.ts) will not do. */
  operationId?: string;
  /** Parameters, read from the query string, a form or a JSON body alike (the client mixes them). */
  input?: I;
  /** Schema of `data` in the envelope. Omit for raw answers (`raw: true`). */
  output?: O;
  /** The handler writes the reply itself (the OAuth token call, the captcha). */
  raw?: boolean;
  /**
   * The success answer is a file the handler sends (`xlsx`: a workbook of platform/excel.ts; `file`: any
   * stored file); failures are the envelope, declared in the OpenAPI entry like any route's.
   */
  download?: 'xlsx' | 'file';
  /**
   * The route answers a session that must change its password first (initial password, or older than
   * 90 days): the password change itself, the user info its screen reads, sign-out. Every other route
   * answers such a session 403.
   */
  passwordChange?: true;
  /**
   * `false`: the onRequest hook does not check the client's Basic credentials, which every other API
   * call must carry: the route checks them itself (the token call, whose refusal is the OAuth shape), or
   * no client of ours sends it (signed file links opened by the browser, the external report page).
   */
  clientCheck?: false;
  /**
   * The route also answers a worker's self-service session (sign-out, filing his own request), which every route
   * that neither declares this nor `permission: 'worker-self'` refuses (403). The handler must keep such a caller
   * to his own data (identity from the token).
   */
  workerSession?: true;
  /** Extra request headers to document (e.g. the `router` header of startProcess). */
  headers?: z.ZodObject;
  bodyLimit?: number;
  handler: (input: z.output<I>, ctx: RouteContext) => Promise<z.input<O> | void> | z.input<O> | void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** The route's input schema: the errors plugin reads the fields' labels from it. */
    input?: z.ZodType;
    passwordChange?: boolean;
    clientCheck?: boolean;
    workerSession?: boolean;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Any route spec, whatever its schemas (a module's route list holds several). */
// biome-ignore lint/suspicious/noExplicitAny: a list holds routes of every schema; `unknown` would refuse their handlers
export type AnyRoute = RouteSpec<any, any>;

/**
 * One operation of a module's route list (`x.routes.ts` exports an array of these): the identity,
 * there so that TypeScript infers the handler's input and output from the schemas.
 */
// biome-ignore lint/complexity/noBannedTypes: zod's empty object shape
export function route<I extends z.ZodType = z.ZodObject<{}>, O extends z.ZodType = z.ZodUnknown>(spec: RouteSpec<I, O>): AnyRoute {
  return spec as AnyRoute;
}

/** Registers one API route. Every route of the product goes through here (one mechanism). */
// biome-ignore lint/complexity/noBannedTypes: zod's empty object shape
export function defineRoute<I extends z.ZodType = z.ZodObject<{}>, O extends z.ZodType = z.ZodUnknown>(app: FastifyInstance, spec: RouteSpec<I, O>): void {
  const methods = Array.isArray(spec.method) ? spec.method : [spec.method];
  const readsBody = methods.some((m) => m !== 'GET' && m !== 'DELETE' && m !== 'HEAD');
  const input = spec.input ?? z.object({});
  const schema: Record<string, unknown> = {
    summary: spec.summary,
    tags: spec.tags,
    ...(spec.operationId ? { operationId: spec.operationId } : {}),
    ...(readsBody ? { body: input } : { querystring: input }),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.permission === 'public'
      ? spec.clientCheck === false
        ? {}
        : { security: [{ clientBasic: [] }] }
      : { security: [{ clientBasic: [], bladeAuth: [] }] }),
  };
  if (spec.download) {
    const type = spec.download === 'xlsx' ? XLSX_TYPE : 'application/octet-stream';
    schema.response = {
      200: {
        description: spec.download === 'xlsx' ? 'The workbook (.xlsx)' : 'The file',
        content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
      },
      '4xx': failureEnvelope,
      '5xx': failureEnvelope,
    };
  } else if (!spec.raw) {
    schema.response = { 200: envelopeOf(spec.output ?? z.unknown()), '4xx': failureEnvelope };
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: methods,
    url: spec.url,
    schema: schema as never,
    bodyLimit: spec.bodyLimit,
    // a file or an answer the handler writes goes as it is (compression.ts)
    ...(spec.download || spec.raw ? { compress: false as const } : {}),
    config: {
      permission: spec.permission,
      input,
      passwordChange: spec.passwordChange === true,
      clientCheck: spec.clientCheck !== false,
      workerSession: spec.workerSession === true,
    },
    preValidation: readsBody
      ? async (req) => {
          // POST parameters may arrive in the query string, a form or JSON: merge, body wins.
          const body = req.body;
          if (body === undefined || body === null || body === '') req.body = { ...(req.query as object) };
          else if (isPlainObject(body)) req.body = { ...(req.query as object), ...body };
        }
      : undefined,
    handler: async (req, reply) => {
      const data = (readsBody ? req.body : req.query) as z.output<I>;
      const result = await spec.handler(data, { db: req.server.db, auth: req.auth!, app: req.server, req, reply });
      if (spec.raw || spec.download) return reply;
      return ok(result ?? null);
    },
  });
}

/** Validates `value` against `schema` inside a handler: a 400 naming the fields, like route input. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw badRequest(issuesMessage(r.error.issues, schema, value));
}

/** Zod helpers shared by route schemas. */
export const zId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,19}$/.test(v), 'must be a numeric id');
export const zOptionalId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim()))
  .refine((v) => v === undefined || /^\d{1,19}$/.test(v), 'must be a numeric id');
export const zText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
export const zOptionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? v : v.trim()))
    .refine((v) => v === null || v === undefined || v.length <= max, `must be at most ${max} characters`);
export const zInt = z.coerce.number().int();
export const zOptionalInt = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(-2147483648).max(2147483647).optional());
/** Whether a `YYYY-MM-DD[ HH:mm[:ss]]` text names a real day and time (no 31 February, no 25 o'clock). */
export function isRealDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}/.test(v)) return true; // the format check reports it
  const [y, m, d, hh = 0, mm = 0, ss = 0] = (v.match(/\d+/g) ?? []).map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && hh < 24 && mm < 60 && ss < 60;
}
export const NOT_A_DATE = 'is not a valid date';
/** `YYYY-MM-DD` */
export const zDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isRealDate, NOT_A_DATE);
/** `YYYY-MM-DD HH:mm:ss` (also accepts `YYYY-MM-DD HH:mm` and a bare date). */
export const zDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be a date-time YYYY-MM-DD HH:mm:ss')
  .refine(isRealDate, NOT_A_DATE)
  .transform((v) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v));
