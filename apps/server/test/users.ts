import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { drainOutbox } from '../src/platform/outbox.js';
import { user } from '../src/modules/system/system.tables.js';
import type { Session, TestApp } from './helpers.js';

/** Inserts an active user of tenant 000000 (no roles) and answers its id. */
export async function addUser(
  t: TestApp,
  u: { account: string; password: string; phone?: string; email?: string; staffId?: string; isInitialPassword?: 0 | 1 },
): Promise<string> {
  const [row] = await t.db
    .insert(user)
    .values({
      tenantId: '000000',
      account: u.account,
      password: await hashPassword(u.password),
      name: u.account,
      realName: u.account,
      phone: u.phone ?? null,
      email: u.email ?? null,
      staffId: u.staffId ?? null,
      isInitialPassword: u.isInitialPassword ?? 0,
    })
    .returning({ id: user.id });
  return row.id;
}

export const userRow = async (t: TestApp, id: string) => (await t.db.select().from(user).where(eq(user.id, id)))[0];

/**
 * The newest message to `recipient` as an administrator reads it in the outbox (after the worker ran),
 * which is how a person reads a code when no SMS or mail provider is configured.
 */
export async function lastMessageTo(
  t: TestApp,
  admin: Session,
  recipient: string,
): Promise<{ body: string; subject: string | null; state: string } | undefined> {
  await drainOutbox(t.app);
  const page = await t.get(admin, '/api/blade-system/outbox/page', { recipient, size: 20 });
  return page.data.records.find((r: { recipient: string }) => r.recipient === recipient);
}

/** The 6-digit code of the newest message to `recipient`. */
export async function lastCodeTo(t: TestApp, admin: Session, recipient: string): Promise<string> {
  const m = await lastMessageTo(t, admin, recipient);
  const code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
