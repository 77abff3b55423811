import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { fail, fail as failEnvelope } from './envelope.js';
import { issueMessage } from './messages.js';
import { message, requestLanguage } from '../i18n/index.js';
import type { z } from 'zod';

/** Postgres error codes that mean "bad input", answered 400/409 instead of 500 (a safety net behind zod). */
const PG_BAD_INPUT: Record<string, [number, string]> = {
  '22P02': [400, 'A value has the wrong format'],
  '22003': [400, 'A number is out of range'],
  '22001': [400, 'A value is too long'],
  '22007': [400, 'A date or time is invalid'],
  '22008': [400, 'A date or time is out of range'],
  '22021': [400, 'A value contains a character that cannot be stored (such as a NUL byte)'],
  '23502': [400, 'A required value is missing'],
  '23505': [409, 'A record with the same value already exists'],
  '23503': [409, 'The record is still referenced by other data'],
  '40001': [409, 'The record was changed by someone else, try again'],
  '40P01': [409, 'The record was changed by someone else, try again'],
};

function fieldName(path: string | undefined): string {
  return (path ?? '').replace(/^\//, '').replace(/\//g, '.') || 'request';
}

/** A route input's failure in words: each field by its label (messages.ts), from the route's own schema. */
export function validationMessage(error: FastifyError, req?: FastifyRequest): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const schema = req?.routeOptions.config.input;
    const input = error.validationContext === 'querystring' ? req?.query : error.validationContext === 'body' ? req?.body : undefined;
    return error.validation
      .slice(0, 5)
      .map((v) => {
        // fastify-type-provider-zod spreads the zod issue: code as keyword, path as instancePath, the rest as params
        const path = (v.instancePath ?? '').split('/').filter(Boolean);
        const issue = { ...(v.params as object), code: v.keyword, path, message: v.message ?? '' } as z.core.$ZodIssue;
        return schema ? issueMessage(issue, schema, input) : `${fieldName(v.instancePath)}: ${v.message}`;
      })
      .join('; ');
  }
  return error.message;
}

/** One place turns every failure into the envelope; no stack trace or SQL ever reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string; cause?: unknown }, req, reply) => {
    // the message in the caller's language (platform/i18n catalogues; English when there is no entry)
    const fail = (code: number, msg: string, data?: unknown) => failEnvelope(code, message(requestLanguage(req), msg), data);
    const appError = error as unknown;
    if (appError instanceof AppError) {
      return reply.status(appError.code).send(fail(appError.code, appError.message, appError.data));
    }
    if (error.validation) {
      return reply.status(400).send(fail(400, validationMessage(error, req)));
    }
    const pg = pgCode(error);
    if (pg && PG_BAD_INPUT[pg]) {
      const [status, msg] = PG_BAD_INPUT[pg];
      req.log.warn({ pgCode: pg, err: error.message }, 'database rejected input');
      return reply.status(status).send(fail(status, msg));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(status, error.message));
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(500, 'Internal server error, please try again later'));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(fail(404, `No such API: ${req.method} ${req.url.split('?')[0]}`));
  });
}

/**
 * Failures the router answers before any route or hook (a path parameter over `maxParamLength`, a
 * malformed percent-encoding): the envelope too. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(fail(status, status === 414 ? 'A path parameter is too long' : 'The URL is malformed'));
}

function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
