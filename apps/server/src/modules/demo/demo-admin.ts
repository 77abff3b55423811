import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { enqueue } from '../../platform/outbox.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { formatDateTime } from '../../platform/util.js';
import { attendanceAddresses, projects } from '../base/base.queries.js';
import { demoContext } from './demo-context.js';
import { user } from '../../platform/auth/identity.tables.js';
import { storeFile } from '../resource/attach.service.js';

const at = (minutesAgo: number) => formatDateTime(new Date(Date.now() - minutesAgo * 60_000));

/** What the outbox holds after a day of use with no SMS gateway: codes kept to read, mail sent, one failure. */
const MESSAGES = [
  { channel: 'sms', recipient: '+65 91230004', body: 'Your HR Platform sign-in code is 482913. It expires in 5 minutes.', state: 'dev', ago: 12 },
  { channel: 'sms', recipient: '+65 91230006', body: 'Your HR Platform password reset code is 730155. It expires in 5 minutes.', state: 'dev', ago: 95 },
  {
    channel: 'email',
    recipient: 'jun.chen@straitsbuild.test',
    subject: 'Leave request approved',
    body: 'Your annual leave request has been approved.',
    state: 'sent',
    ago: 240,
  },
  {
    channel: 'email',
    recipient: 'candidate.lee@mail.test',
    subject: 'Interview invitation',
    body: 'You are invited to an interview at Straits Build Pte Ltd.',
    state: 'failed',
    ago: 600,
    error: 'SMTP 550 5.1.1 mailbox unavailable: candidate.lee@mail.test',
  },
  {
    channel: 'email',
    recipient: 'mei.ling.tan@straitsbuild.test',
    subject: 'Request waiting for you',
    body: 'A resignation request is waiting for your approval.',
    state: 'pending',
    ago: 1,
  },
] as const;

/** Files HR uploaded: a handbook (PDF), a site photo (PNG), a trade list (CSV). */
const FILES = [
  {
    name: 'Employee handbook 2026.pdf',
    mimetype: 'application/pdf',
    content: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  },
  {
    name: 'Tuas site gate.png',
    mimetype: 'image/png',
    content: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  },
  { name: 'Specialist trades.csv', mimetype: 'text/csv', content: Buffer.from('Trade,Code\nRebar,REBAR\nFormwork,FORM\nConcreting,CONC\n') },
];

/**
 * The administration pages' demo rows (DEMO_DATA=1, first boot): outbox messages in every state, HR's
 * uploaded files, the attendance addresses of the two demo sites. Run after the demo people.
 */
export async function seedDemoAdmin(db: Db, app: FastifyInstance): Promise<void> {
  const [hr] = await db
    .select({ id: user.id, deptId: user.deptId, account: user.account })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), eq(user.account, 'hr.tan')))
    .limit(1);
  if (!hr) return;
  const admin = await demoContext(db, app, 'admin');
  const sites = await projects.all(db, admin);
  await db.transaction(async (tx) => {
    for (const m of MESSAGES) {
      const id = await enqueue(tx, { channel: m.channel, recipient: m.recipient, subject: 'subject' in m ? m.subject : null, body: m.body });
      await tx
        .update(outbox)
        .set({
          state: m.state,
          createTime: at(m.ago),
          nextAttemptTime: at(m.ago),
          attempts: m.state === 'failed' ? 8 : m.state === 'pending' ? 0 : 1,
          sentTime: m.state === 'sent' ? at(m.ago - 1) : null,
          lastError: 'error' in m ? m.error : null,
        })
        .where(eq(outbox.id, id));
    }
    const place = (code: string) => sites.find((s) => s.projectCode === code);
    const addresses = [
      { site: 'TUAS-P3', addressName: 'Tuas Port main gate', latitude: '1.2390', longitude: '103.6170', radius: 300, clockCardIp: '10.20.1.15' },
      { site: 'TUAS-P3', addressName: 'Tuas Port wharf office', latitude: '1.2352', longitude: '103.6201', radius: 150, clockCardIp: null },
      { site: 'PGL-N12', addressName: 'Punggol N12 site office', latitude: '1.4120', longitude: '103.9070', radius: 200, clockCardIp: '10.30.1.10' },
    ];
    for (const a of addresses) {
      const site = place(a.site);
      await attendanceAddresses.save(
        { ...admin, db: tx },
        {
          projectId: site?.id ?? null,
          addressName: a.addressName,
          address: (site?.address as string | undefined) ?? null,
          latitude: a.latitude,
          longitude: a.longitude,
          radius: a.radius,
          clockCardIp: a.clockCardIp,
        },
      );
    }
  });
  const owner = { tenantId: DEFAULT_TENANT, userId: hr.id, deptIds: hr.deptId ? hr.deptId.split(',') : [], account: hr.account };
  for (const f of FILES) await storeFile({ db, app, auth: owner }, { content: f.content, originalName: f.name, mimetype: f.mimetype });
}

export const seedDemoAdminOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoAdmin(db, app);
};
