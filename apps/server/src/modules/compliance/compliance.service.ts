import { COMPLIANCE_DOCS, type ComplianceDoc } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { isLiveAttachment } from '../resource/resource.public.js';
import { lockWorker, renewWorkerDocument } from '../worker/worker.public.js';
import { workers } from '../worker/worker.queries.js';
import { DOC_COLUMNS, declareAddresses, insertRenewal, renewalHistory, todayOf, visibleDeclarationIds } from './compliance.queries.js';

/*
 * The rules of the compliance centre: renewals (history + the worker's document in one transaction) and
 * HR closing address declarations. The declarations housing's moves open are in compliance.gate.ts (few
 * imports, so housing depends on little); the expired-permit gate is worker/permit-gate.ts.
 */

export interface RenewalInput {
  workerId: string;
  docType: ComplianceDoc;
  newNumber: string;
  newExpiryDate: string;
  attachId?: string | null;
  remark?: string | null;
}

/**
 * Records the renewal of a worker's work permit or passport: the history row (old and new number and
 * expiry date, who, when, the scan) and the worker's new number and expiry date, in one transaction
 * under the worker's row lock. The new expiry date must be later than the current one and not past.
 */
export async function recordRenewal(ctx: ServiceContext, input: RenewalInput) {
  if (!COMPLIANCE_DOCS.includes(input.docType)) throw badRequest('docType: must be workPermit or passport');
  const id = await ctx.db.transaction(async (tx) => {
    await workers.getById(tx, ctx.auth, input.workerId);
    const w = (await lockWorker(tx, input.workerId))!;
    const { numberKey, expiryKey } = DOC_COLUMNS[input.docType];
    const oldNumber = w[numberKey];
    const oldExpiry = w[expiryKey];
    if (input.newExpiryDate < todayOf()) throw badRequest('newExpiryDate: the renewed document must not have expired already');
    if (oldExpiry && input.newExpiryDate <= oldExpiry) throw badRequest(`newExpiryDate: must be later than the current expiry date ${oldExpiry}`);
    if (input.attachId && !(await isLiveAttachment(tx, ctx.auth, input.attachId))) throw badRequest('attachId: no such file');
    const renewalId = await insertRenewal(tx, {
      tenantId: ctx.auth.tenantId,
      workerId: w.id,
      docType: input.docType,
      oldNumber,
      newNumber: input.newNumber,
      oldExpiryDate: oldExpiry,
      newExpiryDate: input.newExpiryDate,
      attachId: input.attachId ?? null,
      remark: input.remark ?? null,
      createUser: ctx.auth.userId,
      updateUser: ctx.auth.userId,
    });
    await renewWorkerDocument(tx, ctx.auth, w.id, { [numberKey]: input.newNumber, [expiryKey]: input.newExpiryDate });
    await audit(tx, ctx.auth, ctx.req, {
      action: 'renew',
      resource: 'worker',
      recordId: w.id,
      changes: { docType: input.docType, [numberKey]: { from: oldNumber, to: input.newNumber }, [expiryKey]: { from: oldExpiry, to: input.newExpiryDate } },
    });
    return renewalId;
  });
  const [saved] = (await renewalHistory(ctx, input.workerId)).filter((r) => r.id === id);
  return saved;
}

/** HR marks address changes declared (ids); already declared ones are left as they were. Answers how many changed. */
export async function markDeclared(ctx: ServiceContext, ids: string[], remark?: string | null): Promise<{ declared: number }> {
  return ctx.db.transaction(async (tx) => {
    const found = await visibleDeclarationIds(tx, ctx.auth, ids);
    if (found.length !== new Set(ids).size) throw badRequest('ids: no such address declaration');
    const changed = await declareAddresses(tx, ctx.auth, ids, remark);
    if (changed.length) await audit(tx, ctx.auth, ctx.req, { action: 'declare', resource: 'worker_address_declaration', recordId: changed });
    return { declared: changed.length };
  });
}
