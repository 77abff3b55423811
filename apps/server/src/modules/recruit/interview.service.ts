import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { signToken, verifyToken } from '../../platform/auth/signed.js';
import { audit } from '../../platform/audit.js';
import { enqueue } from '../../platform/outbox.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { onFlowEvent, type FlowEvent, type HookInstance } from '../flow/hooks.js';
import { interview, recruitContract, resume } from './recruit.tables.js';
import { FLOW_RUNNING, S, transition, type Action } from './status.js';

export type InterviewRow = typeof interview.$inferSelect;
type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;

const now = () => formatDateTime(new Date());

// ---- candidate links ----------------------------------------------------------------------------

/** The pages a candidate reaches by e-mail; each link opens only its own page of its own interview. */
export type LinkKind = 'invitation' | 'offer' | 'contract';
const LINK_PURPOSE = 'hr-platform candidate links v1';
/** Candidate links stay valid 14 days; HR sends a fresh one when it ran out. */
export const CANDIDATE_LINK_SECONDS = 14 * 24 * 3600;

/** `/recruit/<kind>?token=...` (the web's public page), freshly signed. */
export const candidatePath = (req: FastifyRequest, interviewId: string, kind: LinkKind): string =>
  `/recruit/${kind}?token=${signToken(req.server.signingKey, LINK_PURPOSE, [interviewId, kind], CANDIDATE_LINK_SECONDS)}`;

/** The absolute address for an e-mail: PUBLIC_WEB_URL, else the address the request came to. */
export const candidateUrl = (req: FastifyRequest, path: string): string => `${(req.server.config.publicWebUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '')}${path}`;

/** The interview a candidate token names (tenant included), or 403 for a wrong, foreign or expired link. */
export async function interviewOfToken(db: Db, req: FastifyRequest, token: string, kind: LinkKind): Promise<InterviewRow> {
  const parts = verifyToken(req.server.signingKey, LINK_PURPOSE, token, 2);
  if (!parts || parts[1] !== kind) throw forbidden('This link is invalid or has expired; please ask HR for a new one');
  const [row] = await db.select().from(interview).where(and(eq(interview.id, parts[0]), eq(interview.isDeleted, 0))).limit(1).for('update');
  if (!row) throw forbidden('This link is invalid or has expired; please ask HR for a new one');
  return row;
}

/** Who acts on a candidate page: the candidate, recorded as user 0 of the interview's tenant. */
export const candidateActor = (row: Pick<InterviewRow, 'tenantId'>): Actor => ({ tenantId: row.tenantId, userId: '0', account: 'candidate' });

// ---- reading and moving -----------------------------------------------------------------------

/** The interview of the caller's tenant, locked for the rest of the transaction. */
export async function lockInterview(tx: Db, tenantId: string, id: string): Promise<InterviewRow> {
  const [row] = await tx.select().from(interview).where(and(eq(interview.id, id), eq(interview.tenantId, tenantId), eq(interview.isDeleted, 0))).limit(1).for('update');
  if (!row) throw notFound('Interview');
  return row;
}

/**
 * Moves an interview by `action` (409 when the status does not allow it) and writes `set` with the
 * new status in one conditional update, audited.
 */
export async function move(tx: Db, actor: Actor, req: FastifyRequest | undefined, row: InterviewRow, action: Action, set: Partial<InterviewRow> = {}): Promise<InterviewRow> {
  const status = transition(row, action);
  const [saved] = await tx
    .update(interview)
    .set({ ...set, status, updateUser: actor.userId, updateTime: now(), version: sql`${interview.version} + 1` })
    .where(and(eq(interview.id, row.id), eq(interview.version, row.version)))
    .returning();
  if (!saved) throw conflict();
  await audit(tx, actor, req, { action: `interview.${action}`, resource: 'interview', recordId: row.id, changes: { status: { from: row.status, to: status } } });
  return saved;
}

/** Writes fields without a status change (closing, evaluation details), audited. */
export async function patch(tx: Db, actor: Actor, req: FastifyRequest | undefined, row: InterviewRow, what: string, set: Partial<InterviewRow>): Promise<InterviewRow> {
  const [saved] = await tx
    .update(interview)
    .set({ ...set, updateUser: actor.userId, updateTime: now(), version: sql`${interview.version} + 1` })
    .where(and(eq(interview.id, row.id), eq(interview.version, row.version)))
    .returning();
  if (!saved) throw conflict();
  await audit(tx, actor, req, { action: `interview.${what}`, resource: 'interview', recordId: row.id, changes: Object.keys(set) });
  return saved;
}

export function assertOpen(row: InterviewRow): void {
  if (row.closed === 1) throw conflict('The interview is closed');
}

/** An e-mail to the candidate through the outbox (sent after the transaction commits). */
export async function mailCandidate(tx: Db, row: InterviewRow, subject: string, lines: string[]): Promise<void> {
  if (!row.email) throw badRequest('email: the candidate has no e-mail address');
  await enqueue(tx, { tenantId: row.tenantId, channel: 'email', recipient: row.email, subject, body: [`Dear ${row.name},`, '', ...lines].join('\n'), payload: { interviewId: row.id } });
}

export async function contractOf(db: Db, tenantId: string, interviewId: string) {
  const [c] = await db.select().from(recruitContract).where(and(eq(recruitContract.tenantId, tenantId), eq(recruitContract.interviewId, interviewId), eq(recruitContract.isDeleted, 0))).limit(1);
  return c ?? null;
}

export async function resumeOf(db: Db, tenantId: string, resumeId: string | null) {
  if (!resumeId) return null;
  const [r] = await db.select().from(resume).where(and(eq(resume.tenantId, tenantId), eq(resume.id, resumeId), eq(resume.isDeleted, 0))).limit(1);
  return r ?? null;
}

/** The attachment columns of a resume and their client names (seed 001 section 3 aliases). */
export const RESUME_FILES = {
  photo: 'photoFiles',
  latestPayslip: 'latestPayslipFiles',
  nricFile: 'nricFileFiles',
  highestQualificationCert: 'highestQualificationCertFiles',
  trainingCertificate: 'trainingCertificateFiles',
  attach: 'attachFiles',
} as const;
export const resumeFileIds = (r: Record<string, unknown> | null): string[] => (r ? Object.keys(RESUME_FILES).flatMap((k) => splitIds(r[k] as string | null)) : []);

// ---- approval requests of forms 16 (interview pass) and 32 (leader approval) ---------------------

const LEADER_FIELDS = ['offerTemplate', 'assignees', 'internship', 'noticePeriod', 'workWeekBasis', 'commenceDate', 'endDate', 'contractPeriod'] as const;

async function interviewOfRequest(tx: Db, instance: HookInstance): Promise<InterviewRow> {
  const id = String(instance.values.interviewId ?? '');
  if (!/^\d{1,19}$/.test(id)) throw badRequest('interviewId: must be an interview id');
  const [row] = await tx.select().from(interview).where(and(eq(interview.id, id), eq(interview.tenantId, instance.tenantId), eq(interview.isDeleted, 0))).limit(1).for('update');
  if (!row) throw badRequest('interviewId: no such interview');
  return row;
}

const engineActor = (instance: HookInstance): Actor => ({ tenantId: instance.tenantId, userId: instance.initiator, account: 'flow' });

/**
 * Follows a request of form 16 or 32: its start moves the interview into the waiting status (and
 * refuses a request for an interview that is not ready for it), its end moves it on or back.
 * Requests that are not the interview's current one are ignored once started.
 */
function follow(o: { processColumn: 'passProcessId' | 'leaderProcessId'; start: Action; approved: Action; refused: Action; onApproved?: (instance: HookInstance) => Partial<InterviewRow> }) {
  return async (tx: Db, instance: HookInstance, event: FlowEvent) => {
    const row = await interviewOfRequest(tx, instance);
    const actor = engineActor(instance);
    if (event === 'started') {
      await move(tx, actor, undefined, row, o.start, { [o.processColumn]: instance.id });
      return;
    }
    if (row[o.processColumn] !== instance.id || !FLOW_RUNNING.includes(row.status)) return;
    if (event === 'approved') await move(tx, actor, undefined, row, o.approved, o.onApproved?.(instance) ?? {});
    else await move(tx, actor, undefined, row, o.refused);
  };
}

onFlowEvent('interviewPass', follow({ processColumn: 'passProcessId', start: 'requestPass', approved: 'passApproved', refused: 'passRefused' }));
onFlowEvent(
  'interviewLeader',
  follow({
    processColumn: 'leaderProcessId',
    start: 'requestLeader',
    approved: 'leaderApproved',
    refused: 'leaderRefused',
    onApproved: (instance) => ({ offer: Object.fromEntries(LEADER_FIELDS.filter((k) => instance.values[k] !== undefined).map((k) => [k, instance.values[k]])) }),
  }),
);

export { S };
