import { OPEN_PROBATION_STATUSES, PROBATION_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { dailySweep, type Sweep } from '../../platform/jobs.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox.js';
import { formatDateTime } from '../../platform/util.js';
import { probationNotice } from './probation.tables.js';
import { addDays, today } from './probation.dates.js';
import {
  HR_MAILBOX_PARAM,
  PARAMS,
  contractsEndingBetween,
  defaultLeader,
  getRecord,
  lockRecord,
  paramNumber,
  paramText,
  probationsEndingBetween,
  tenantsWithPendingContracts,
  tenantsWithProbations,
  userEmail,
} from './probation.queries.js';
import { moveRecord, recordAction } from './probation.service.js';

/*
 * Probation notices go by e-mail through the outbox: HR's reminder and pass message (actions on a
 * record), and the daily sweep of probations ending and contracts expiring within the notice days.
 */

type Row = Record<string, unknown>;

export interface Notice {
  recipients: string[];
  subject: string;
  body: string;
}

/** The staff's leader (given, else the default one) and the HR mailbox, each address once. */
async function leaderAndHr(db: Db, tenant: Tenant, staffId: string, leaderId?: string | null): Promise<string[]> {
  const leader = leaderId ?? (await defaultLeader(db, tenant, staffId));
  const recipients = [await userEmail(db, leader), await paramText(db, tenant, HR_MAILBOX_PARAM)].filter((v): v is string => Boolean(v));
  return [...new Set(recipients)];
}

/** The reminder about a staff's probation ending (sendNotification, getNotice and the daily sweep). */
export async function probationEndingNotice(
  db: Db,
  tenant: Tenant,
  s: { staffId: string; staffNo: string; enName: string; probationEndDate: string; leaderId?: string | null },
): Promise<Notice> {
  return {
    recipients: await leaderAndHr(db, tenant, s.staffId, s.leaderId),
    subject: `Probation of ${s.enName} (${s.staffNo}) ends on ${s.probationEndDate}`,
    body: `The probation of ${s.enName} (${s.staffNo}) ends on ${s.probationEndDate}. Please complete the confirmation assessment before that date.`,
  };
}

export async function contractNotice(
  db: Db,
  tenant: Tenant,
  s: { staffId: string; staffNo: string; enName: string; contractEndDate: string },
): Promise<Notice> {
  return {
    recipients: await leaderAndHr(db, tenant, s.staffId),
    subject: `Contract of ${s.enName} (${s.staffNo}) expires on ${s.contractEndDate}`,
    body: `The employment contract of ${s.enName} (${s.staffNo}) expires on ${s.contractEndDate}. Please decide on its renewal.`,
  };
}

export async function sendNotice(tx: Db, tenant: Tenant, n: Notice, payload: Row): Promise<number> {
  for (const to of n.recipients) await enqueue(tx, { tenantId: tenant.tenantId, channel: 'email', recipient: to, subject: n.subject, body: n.body, payload });
  return n.recipients.length;
}

/** The probation reminder a record would send. */
export async function previewNotice(db: Db, auth: AuthContext, id: string): Promise<Notice> {
  return probationEndingNotice(db, auth, await getRecord(db, auth, id));
}

/** E-mails the probation reminder of a running probation to the leader and the HR mailbox. */
export function sendNotification(ctx: ServiceContext, id: string) {
  return recordAction(ctx, 'sendNotification', async (tx) => {
    const rec = await getRecord(tx, ctx.auth, id);
    if (!(OPEN_PROBATION_STATUSES as readonly number[]).includes(rec.recordStatus)) throw conflict('recordStatus: the probation is over');
    const notice = await probationEndingNotice(tx, ctx.auth, rec);
    if (notice.recipients.length === 0) throw badRequest('leaderId: neither the leader nor the HR mailbox has an e-mail address');
    await sendNotice(tx, ctx.auth, notice, { kind: 'probationReminder', recordId: rec.id });
    return moveRecord(tx, ctx.auth.userId, await lockRecord(tx, rec.id), OPEN_PROBATION_STATUSES, { notifiedTime: formatDateTime(new Date()) }, 'notified');
  });
}

/** E-mails the confirmation (pass) message to a confirmed staff. */
export function sendPassMessage(ctx: ServiceContext, id: string) {
  return recordAction(ctx, 'sendPassMessage', async (tx) => {
    const rec = await getRecord(tx, ctx.auth, id);
    if (rec.recordStatus !== PROBATION_STATUS.CONFIRMED) throw conflict('recordStatus: only confirmed staff receive the pass message');
    const to = rec.email ?? (await userEmail(tx, rec.staffId));
    if (!to) throw badRequest('email: the staff has no e-mail address');
    const confirmedOn = rec.confirmationDate ? ` (confirmed on ${rec.confirmationDate})` : '';
    const body = `Dear ${rec.enName}, we are pleased to confirm your employment: you have passed your probation${confirmedOn}. Congratulations!`;
    await sendNotice(tx, ctx.auth, { recipients: [to], subject: 'Confirmation of employment', body }, { kind: 'passMessage', recordId: rec.id });
    return moveRecord(
      tx,
      ctx.auth.userId,
      await lockRecord(tx, rec.id),
      [PROBATION_STATUS.CONFIRMED],
      { passMessageTime: formatDateTime(new Date()) },
      'notified',
    );
  });
}

/** Sends a notice once per kind, staff and due date: the notice row is claimed first, so several processes may sweep. */
async function noticeOnce(db: Db, tenant: Tenant, kind: string, staffId: string, dueDate: string, build: (tx: Db) => Promise<Notice>): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(probationNotice)
      .values({ tenantId: tenant.tenantId, kind, staffId, dueDate, createTime: formatDateTime(new Date()) })
      .onConflictDoNothing()
      .returning({ id: probationNotice.id });
    if (claimed.length === 0) return 0;
    await sendNotice(tx, tenant, await build(tx), { kind, staffId, dueDate });
    return 1;
  });
}

/**
 * The daily reminders: probation ending within N days (parameter probation.notice.days, 14) and
 * contracts expiring within N days (contract.notice.days, 30) e-mail the staff's leader and the HR
 * mailbox once per staff and end date. Safe in several processes: the notice row is the lock.
 */
export async function runDailyNotices(db: Db, now = new Date()): Promise<{ probation: number; contract: number }> {
  const counts = { probation: 0, contract: 0 };
  const from = today(now);
  const tenants = await tenantsWithProbations(db);
  const contractTenants = await tenantsWithPendingContracts(db);
  for (const { tenantId } of tenants) {
    const days = await paramNumber(db, { tenantId: tenantId }, PARAMS.probationNoticeDays);
    for (const s of await probationsEndingBetween(db, { tenantId: tenantId }, from, addDays(from, days))) {
      counts.probation += await noticeOnce(db, { tenantId: tenantId }, 'probationEnding', s.staffId, s.probationEndDate, (tx) =>
        probationEndingNotice(tx, { tenantId: tenantId }, s),
      );
    }
  }
  for (const { tenantId } of contractTenants) {
    const days = await paramNumber(db, { tenantId: tenantId }, PARAMS.contractNoticeDays);
    for (const s of await contractsEndingBetween(db, { tenantId: tenantId }, from, addDays(from, days))) {
      counts.contract += await noticeOnce(db, { tenantId: tenantId }, 'contractExpiring', s.staffId, s.contractEndDate, (tx) =>
        contractNotice(tx, { tenantId: tenantId }, s),
      );
    }
  }
  return counts;
}

// once a company day from the reminder hour, exactly once across processes (platform/jobs.ts dailySweep);
// the notice rows still dedupe a notice sent twice
export const noticesSweep: Sweep = dailySweep('probation.notices', (app) => runDailyNotices(app.db));
