import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureEnvelope, ok } from './envelope.js';
import { badRequest } from '../errors.js';
import type { AuthContext } from '../auth/context.js';
import type { Db } from '../db/client.js';

/**
 * What a caller needs to use a route: `public` (no sign-in), `authenticated` (any signed-in user of
 * the tenant), or a permission code (a menu button code such as `user_add`; administrators hold all).
 */
export type Permission = 'public' | 'authenticated' | (string & {}) | readonly string[];

export interface RouteContext {
  db: Db;
  auth: AuthContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<I extends z.ZodType, O extends z.ZodType> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  permission: Permission;
  summary: string;
  tags?: string[];
  /** Parameters, read from the query string, a form or a JSON body alike (the client mixes them). */
  input?: I;
  /** Schema of `data` in the envelope. Omit for raw answers (`raw: true`). */
  output?: O;
  /** The handler writes the reply itself (file downloads, the OAuth token call). */
  raw?: boolean;
  /** Extra request headers to document (e.g. the `router` header of startProcess). */
  headers?: z.ZodObject;
  bodyLimit?: number;
  handler: (input: z.output<I>, ctx: RouteContext) => Promise<z.input<O> | void> | z.input<O> | void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/** Registers one API route. Every route of the product goes through here (one mechanism). */
export function defineRoute<I extends z.ZodType = z.ZodObject<{}>, O extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  spec: RouteSpec<I, O>,
): void {
  const methods = Array.isArray(spec.method) ? spec.method : [spec.method];
  const readsBody = methods.some((m) => m !== 'GET' && m !== 'DELETE' && m !== 'HEAD');
  const input = spec.input ?? z.object({});
  const schema: Record<string, unknown> = {
    summary: spec.summary,
    tags: spec.tags,
    ...(readsBody ? { body: input } : { querystring: input }),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.permission === 'public' ? {} : { security: [{ bladeAuth: [] }] }),
  };
  if (!spec.raw) {
    schema.response = { 200: envelopeOf(spec.output ?? z.unknown()), '4xx': failureEnvelope };
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: methods,
    url: spec.url,
    schema: schema as never,
    bodyLimit: spec.bodyLimit,
    config: { permission: spec.permission },
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
      const result = await spec.handler(data, { db: req.server.db, auth: req.auth!, req, reply });
      if (spec.raw) return reply;
      return ok(result ?? null);
    },
  });
}

/** Validates `value` against `schema` inside a handler: a 400 naming the fields, like route input. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw badRequest(r.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || 'request'}: ${i.message}`).join('; '));
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
export const zOptionalInt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(-2147483648).max(2147483647).optional(),
);
/** `YYYY-MM-DD` */
export const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
/** `YYYY-MM-DD HH:mm:ss` (also accepts `YYYY-MM-DD HH:mm` and a bare date). */
export const zDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be a date-time YYYY-MM-DD HH:mm:ss')
  .transform((v) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v));
