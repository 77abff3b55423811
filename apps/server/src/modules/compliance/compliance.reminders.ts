import { COMPLIANCE_DOCS, type ComplianceDoc } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { dailySweep, type Sweep } from '../../platform/jobs.js';
import { enqueue } from '../../platform/outbox.js';
import { formatDateTime } from '../../platform/util.js';
import { docReminder } from './compliance.tables.js';
import {
  CATCH_UP_DAYS,
  addDays,
  dueReminders,
  hrAddresses,
  reminderThresholds,
  supervisorContact,
  tenantsWithExpiries,
  todayOf,
  type DueReminder,
} from './compliance.queries.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * Expiry reminders of work permits and passports (parameter compliance.reminder.days, default 90, 60,
 * 30, 7 and 0 days before expiry) to HR and the worker's team supervisor, through the outbox. Exactly
 * once per document, threshold and expiry date: the worker_doc_reminder row (unique key) is inserted
 * with `on conflict do nothing` in the transaction that enqueues the messages, so two processes
 * sweeping at once, or a process restarting, never send one twice, and a crash sends nothing half.
 */

const DOC_NAME: Record<ComplianceDoc, string> = { workPermit: 'Work permit', passport: 'Passport' };

export function reminderText(doc: ComplianceDoc, r: Pick<DueReminder, 'name' | 'employmentCode' | 'number' | 'expiryDate' | 'daysLeft'>) {
  const what = `${DOC_NAME[doc]}${r.number ? ` ${r.number}` : ''} of ${r.name} (${r.employmentCode})`;
  const when =
    r.daysLeft > 0
      ? `expires on ${r.expiryDate}, in ${r.daysLeft} day(s)`
      : r.daysLeft === 0
        ? `expires today (${r.expiryDate})`
        : `expired on ${r.expiryDate}`;
  return {
    subject: `${what} ${when}`,
    body: `${what} ${when}. Please arrange the renewal and record it in the worker's page (Renewals); a worker whose work permit has expired may not work.`,
  };
}

/** Sends one reminder once: claims its row, then enqueues a message per recipient in the same transaction. */
async function remindOnce(db: Db, tenant: Tenant, doc: ComplianceDoc, r: DueReminder, hr: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const supervisor = await supervisorContact(tx, tenant, r.teamId);
    const recipients = [
      ...hr.map((to) => ({ channel: 'email' as const, recipient: to })),
      ...(supervisor && !hr.includes(supervisor.recipient) ? [supervisor] : []),
    ];
    const claimed = await tx
      .insert(docReminder)
      .values({
        tenantId: tenant.tenantId,
        workerId: r.workerId,
        docType: doc,
        thresholdDays: r.thresholdDays,
        expiryDate: r.expiryDate,
        recipients: recipients.length,
        createTime: formatDateTime(new Date()),
      })
      .onConflictDoNothing()
      .returning({ id: docReminder.id });
    if (!claimed.length) return 0;
    const text = reminderText(doc, r);
    const payload = { kind: 'documentExpiry', docType: doc, workerId: r.workerId, thresholdDays: r.thresholdDays, expiryDate: r.expiryDate };
    for (const to of recipients)
      await enqueue(tx, { tenantId: tenant.tenantId, channel: to.channel, recipient: to.recipient, subject: text.subject, body: text.body, payload });
    return 1;
  });
}

/** Sends every reminder due on `now`'s day that was not sent yet; answers how many documents were reminded of. */
export async function runExpiryReminders(db: Db, now = new Date()): Promise<{ reminded: number }> {
  const today = todayOf(now);
  let reminded = 0;
  for (const tenantId of await tenantsWithExpiries(db, addDays(today, -CATCH_UP_DAYS), addDays(today, 999))) {
    const thresholds = await reminderThresholds(db, { tenantId: tenantId });
    const hr = await hrAddresses(db, { tenantId: tenantId });
    for (const doc of COMPLIANCE_DOCS) {
      for (const r of await dueReminders(db, { tenantId: tenantId }, doc, thresholds, today))
        reminded += await remindOnce(db, { tenantId: tenantId }, doc, r, hr);
    }
  }
  return { reminded };
}

// once a company day from the reminder hour, exactly once across processes (platform/jobs.ts dailySweep)
export const expiryReminderSweep: Sweep = dailySweep('compliance.expiry-reminders', async (app) => {
  const result = await runExpiryReminders(app.db);
  if (result.reminded) app.log.info(result, 'document expiry reminders sent');
});
