import { daysBetween, UserType, WORKER_SELF_FORMS } from '@hr/contracts';
import type { RouteContext, ServiceContext } from '../../platform/http/route.js';
import { notFound } from '../../platform/errors.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import type { PageQuery } from '../../platform/http/paging.js';
import { ownWorkerCard } from '../worker/worker.public.js';
import { balancesOn, leaveRecordsOf } from '../leave/leave.public.js';
import { withLeaveTypeNames } from '../leave/leave.i18n.js';
import { typesForForm } from '../leave/vacation.service.js';
import { approvedSettlementsOf } from '../settlement/settlement.public.js';
import { ownPayslipPdf } from '../documents/documents.service.js';
import { pageInstances } from '../flow/flow.queries.js';
import { requestsIn } from '../flow/flow.i18n.js';
import { getForm } from '../form/form.queries.js';
import { effectiveFields } from '../form/form.service.js';
import { fieldsIn, formNameIn } from '../form/form.i18n.js';
import { parseFieldOption } from '../form/form-schema.js';
import { freeRoomOptions } from '../housing/housing.queries.js';
import { upload } from '../resource/attach.service.js';
import { sendPdf } from '../../platform/pdf.js';
import { leaveCheck } from './desk.service.js';
import type { LeaveCheckInput } from './desk.schema.js';

/*
 * A worker's own pages on his phone (issue 33): every answer is about the worker his session names
 * (`auth.workerId`, from the token), never about an id the call carries.
 */

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The worker his session is linked to (a worker's account always is one; a 404 once the record is gone). */
function me(ctx: ServiceContext): { userType: number; id: string } {
  if (!ctx.auth.workerId) throw notFound('Worker');
  return { userType: UserType.WORKER, id: ctx.auth.workerId };
}

const daysLeft = (date: string | null, today: string) => (date ? daysBetween(today, date) - 1 : null);

/** Name, employment code, project and team, permit and passport expiry with the days left, room. */
export async function ownProfile(ctx: ServiceContext, today = isoDay(new Date())) {
  const card = await ownWorkerCard(ctx.db, ctx.auth, me(ctx).id);
  if (!card) throw notFound('Worker');
  const room = [card.dormitory, card.blk ? `Blk ${card.blk}` : null, card.room ? `#${card.room}` : null].filter(Boolean).join(' / ') || null;
  return {
    id: card.id,
    name: card.name,
    employmentCode: card.employmentCode,
    projectName: card.projectName ?? null,
    teamName: card.teamName ?? null,
    trade: card.specialistName ?? card.tradeName ?? null,
    wpNumber: card.wpNumber,
    wpExpiryDate: card.wpExpiryDate,
    wpDaysLeft: daysLeft(card.wpExpiryDate, today),
    passportExpiryDate: card.passportExpiryDate,
    passportDaysLeft: daysLeft(card.passportExpiryDate, today),
    dormitory: card.dormitory,
    blk: card.blk,
    room: card.room,
    roomLabel: room,
    mobile: card.mobile ? `${card.mobileCode} ${card.mobile}` : null,
    today,
  };
}

export const ownPayslips = (ctx: ServiceContext, q: PageQuery) => approvedSettlementsOf(ctx.db, ctx.auth, me(ctx).id, q);

export async function ownPayslip(ctx: RouteContext, id: string, lang?: string) {
  me(ctx);
  const f = await ownPayslipPdf(ctx, id, lang);
  return sendPdf(ctx.reply, f.fileName, f.pdf);
}

export async function ownLeaveBalances(ctx: ServiceContext, today = isoDay(new Date())) {
  return withLeaveTypeNames(ctx, await balancesOn(ctx.db, ctx.auth, me(ctx), today), 'name');
}

export async function ownLeaveRecords(ctx: ServiceContext) {
  return withLeaveTypeNames(ctx, await leaveRecordsOf(ctx.db, ctx.auth, me(ctx), 100), 'vacationName');
}

/** What he filed (worker requests: drafts left out) with the step each waits at and its approvers. */
export function ownRequests(ctx: ServiceContext, q: PageQuery) {
  me(ctx);
  return requestsIn(ctx, pageInstances(ctx.db, ctx.auth, 'sent', q, 2));
}

/** The leave form's check for the worker himself (days counted by the server, balance, overlap). */
export function ownLeaveCheck(ctx: ServiceContext, q: LeaveCheckInput) {
  me(ctx);
  return leaveCheck(ctx, { ...q, userType: UserType.WORKER, personId: undefined });
}

type Option = { value: string | number; label: string };

/** The choices of a field whose options another call answers (his leave types, rooms with a free bed). */
async function optionsOf(ctx: ServiceContext, dicUrl: string): Promise<Option[] | null> {
  if (dicUrl.includes('/baseVacationInfo/list')) return (await typesForForm(ctx, { userType: UserType.WORKER })).map((t) => ({ value: t.id, label: t.name }));
  if (dicUrl.includes('/dwellroom/options')) return (await freeRoomOptions(ctx, undefined)).map((r) => ({ value: r.id, label: r.label }));
  return null;
}

/**
 * The forms he files himself (WORKER_SELF_FORMS), each with the fields he fills in, in his language: the applicant
 * field is left out (the server names him), choices another call would answer come inline as `dicData`.
 */
export async function ownForms(ctx: ServiceContext) {
  me(ctx);
  const lang = requestLanguage(ctx.req);
  const out = [];
  for (const formId of WORKER_SELF_FORMS) {
    const form = await getForm(ctx.db, ctx.auth, formId).catch(() => null);
    if (!form || form.status === 0) continue;
    const fields = fieldsIn(lang, form.processKey, await effectiveFields(ctx.db, ctx.auth, formId));
    const filled = [];
    for (const f of fields) {
      const option = parseFieldOption(f.fieldOption, f.fieldName) as Record<string, unknown>;
      if ((f.fieldType === 'worker' || f.fieldType === 'staff') && option.applicant === true) continue;
      const dicUrl = typeof option.dicUrl === 'string' ? option.dicUrl : null;
      const inline = dicUrl ? await optionsOf(ctx, dicUrl) : null;
      if (inline) {
        delete option.dicUrl;
        delete option.props;
        option.dicData = inline;
      }
      filled.push({ ...f, fieldOption: JSON.stringify(option) });
    }
    out.push({ formId: form.id, formName: formNameIn(lang, form.processKey, form.formName), processKey: form.processKey, fields: filled });
  }
  return out;
}

/** A file for his own request (a ticket, an attachment): stored as any upload, his own. */
export function ownUpload(ctx: RouteContext) {
  me(ctx);
  return upload(ctx);
}
