import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { user } from '../auth/identity.tables.js';
import { z } from 'zod';
import type { Tenant, AuthContext } from '../auth/context.js';
import { knownLanguage, LANGUAGES, pickLanguage, requestLanguage, zLanguage, type Language } from './index.js';

/**
 * The language a person chose for his account (sys_user.language, issue 33): his SMS, notices and payslips are
 * worded in it wherever he reads them. `who` names him by his user id or, for a worker, by his worker record.
 */
export async function accountLanguage(db: Db, tenant: Tenant, who: { userId: string } | { workerId: string }): Promise<Language | undefined> {
  const { tenantId } = tenant;
  const [row] = await db
    .select({ language: user.language })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0), 'userId' in who ? eq(user.id, who.userId) : eq(user.workerId, who.workerId)))
    .limit(1);
  return knownLanguage(row?.language);
}

/**
 * A document's language for a person: the `lang=` the call asked for, else the language of his account, else the
 * language the call came in (its Blade-Language / Accept-Language).
 */
export async function languageFor(
  db: Db,
  tenant: Tenant,
  who: { userId: string } | { workerId: string },
  asked: string | undefined,
  req: Pick<FastifyRequest, 'headers'> | undefined,
): Promise<Language> {
  if (asked) return pickLanguage(asked, req);
  return (await accountLanguage(db, tenant, who)) ?? requestLanguage(req);
}

/** The body of the calls that keep a language with the caller's account, and their answer. */
export const languageInput = z.object({ language: zLanguage });
export const languageOutput = z.object({ language: z.enum(LANGUAGES) });

/** Keeps the caller's language with his account: his SMS, notifications and payslips follow it from then on. */
export async function saveLanguage(ctx: { db: Db; auth: Pick<AuthContext, 'tenantId' | 'userId'> }, language: Language): Promise<{ language: Language }> {
  await ctx.db
    .update(user)
    .set({ language })
    .where(and(eq(user.tenantId, ctx.auth.tenantId), eq(user.id, ctx.auth.userId)));
  return { language };
}
