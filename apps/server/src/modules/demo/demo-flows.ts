import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { DEFAULT_TENANT, type AuthContext } from '../../platform/auth/context.js';
import { formatDateTime } from '../../platform/util.js';
import { isWorkingDay } from '@hr/contracts';
import { user } from '../../platform/auth/identity.tables.js';
import { deptIdsByNameOrCode } from '../system/system.public.js';
import { staffs } from '../staff/staff.queries.js';
import { getRecord } from '../probation/probation.queries.js';
import { saveAssessment, startAssessment } from '../probation/probation.service.js';
import { seedDemoRecruitment } from './demo-recruit.js';
import { demoContext } from './demo-context.js';
import { DEMO_WORKER_CODES } from './demo-people.js';
import { workerIdsByCode } from '../worker/worker.public.js';
import { employmentOf, employments } from '../worker/worker.queries.js';
import { projects } from '../base/base.queries.js';
import { projectIdsByCode } from '../base/base.public.js';
import { occupants, rooms } from '../housing/housing.queries.js';
import { occupancyOf } from '../housing/housing.service.js';
import { calendarOf, leaveRecords } from '../leave/leave.queries.js';
import { typesOfSide } from '../leave/vacation.queries.js';
import { benefitTypes } from '../benefit/benefit.queries.js';
import { attendanceSchemes, writeAttendance } from '../attendance/attendance.service.js';
import { enabledHolidaySchemes } from '../attendance/attendance.queries.js';
import { completeTask, saveDraft, share, startProcess } from '../flow/flow.service.js';
import { openTaskOf, pageInstances } from '../flow/flow.queries.js';
import { submitDelegation } from '../flow/delegation.service.js';
import { firstApproverOf } from '../form/form.queries.js';
import { generateSettlement, sendSettlement } from '../settlement/settlement.service.js';
import { storeFile } from '../resource/attach.service.js';

/*
 * DEMO_DATA=1, first boot, after the other demo seeds: the approval side of the demo company, made
 * through the real services so every list agrees with the engine. Requests wait at every demo approver
 * (and at admin), some are approved or rejected, one is shared; the workers get employment terms and
 * last month's attendance; salary settlements stand in draft, sent and approved. Dates are relative to
 * today, so the demo never ages.
 */

/** A one-page PDF standing for a scanned receipt. */
const RECEIPT_PDF = (title: string) => `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

const day = (offset: number) => formatDateTime(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);

type Contexts = Record<string, ServiceContext>;

/** Approves (or rejects) the open task of `who` on a request. */
async function decide(ctx: ServiceContext, processId: string, flag: 'ok' | 'reject', comment: string): Promise<void> {
  const task = await openTaskOf(ctx.db, processId, ctx.auth.userId);
  if (!task) throw new Error(`demo: ${ctx.auth.account} has no open task on ${processId}`);
  await completeTask(ctx, { taskId: task.id, flag, comment });
}

const start = async (ctx: ServiceContext, formId: string, router: string, map: Record<string, unknown>) => (await startProcess(ctx, { formId, map, router }))!;

/** The annual leave type of staff (1) or workers (2), as the leave form offers it. */
const annualLeaveOf = async (db: Db, ctx: ServiceContext, userType: number) => (await typesOfSide(db, ctx.auth, userType)).find((t) => t.type === 'annual');

/** A staff record by its number, as the staff page finds it. */
const staffByNo = async (ctx: ServiceContext, no: string) =>
  (await staffs.all(ctx.db, ctx, { staffNo: no })).find((s) => s.staffNo === no) as { id: string } | undefined;

/** A room with a free bed that the worker has not lived in (the first or the last of the rooms list), as the transfer form offers. */
async function roomWithBedFor(ctx: ServiceContext, workerId: string, which: 'first' | 'last') {
  const list = await rooms.all(ctx.db, ctx);
  const occupied = await occupancyOf(
    ctx.db,
    ctx.auth,
    list.map((r) => r.id),
  );
  const stays = await occupants.all(ctx.db, ctx, { workerId });
  const lived = new Set(stays.map((r) => r.roomId));
  const free = list.filter((r) => !lived.has(r.id) && (occupied.get(r.id) ?? 0) < Number(r.capacity));
  const room = which === 'first' ? free[0] : free[free.length - 1];
  return room ? { id: room.id } : undefined;
}

/** The sites' attendance schemes (day shift 8 to 17 with an hour's lunch, Singapore's public holidays), one per project. */
/** A worker form's router. */
const W = (key: string) => `/worker/flow/${key}/index`;

async function seedAttendanceSchemes(tx: Db, hr: ServiceContext): Promise<void> {
  const ctx = { ...hr, db: tx };
  const [holidays] = await enabledHolidaySchemes(tx, hr.auth);
  const sites = (await projects.all(tx, ctx)).sort((a, b) => String(a.projectCode).localeCompare(String(b.projectCode)));
  for (const p of sites.map((r) => ({ id: r.id, name: r.projectName }))) {
    await attendanceSchemes.save(ctx, {
      schemeName: `${p.name} day shift`,
      holidaySchemeId: holidays?.id ?? null,
      workTime: '08:00',
      offTime: '17:00',
      workingHours: '8',
      noonBreakHours: '1',
      clockCardType: 1,
      clockCardName: `${p.name} site gate`,
      clockCardRadius: 200,
      projectIds: p.id,
    });
  }
}

/** Employment terms for every demo worker and their attendance of last month and this month so far (weekdays, 8 to 17, some overtime). */
async function seedWagesAndAttendance(tx: Db, hr: ServiceContext, workers: { id: string }[]): Promise<void> {
  // the terms HR enters on each worker's Employment tab
  const ctx = { ...hr, db: tx };
  for (const [i, w] of workers.entries()) {
    const terms = { contractType: 'Work permit', basicHourWage: (8 + (i % 4)).toFixed(2), overtimeRate: '1.50', mealAllowance: '5.00' };
    const existing = await employmentOf(ctx, { workerId: w.id }).catch(() => null);
    await employments.save(ctx, existing ? { id: existing.id, ...terms } : { workerId: w.id, ...terms });
  }
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const days: string[] = [];
  // last month and this month up to yesterday (the team summary opens on this month)
  for (let d = new Date(first); d < new Date(now.getFullYear(), now.getMonth(), now.getDate()); d.setDate(d.getDate() + 1)) {
    if (d.getDay() !== 0 && d.getDay() !== 6) days.push(formatDateTime(d).slice(0, 10));
  }
  for (const [i, w] of workers.entries()) {
    for (const [n, d] of days.entries()) {
      // one in seven days runs two hours late (overtime); one worker missed a day now and then
      if (i === 3 && n % 9 === 4) continue;
      const out = (n + i) % 7 === 0 ? '19:00:00' : '17:00:00';
      await writeAttendance(tx, hr.auth, {
        kind: 'entry',
        values: { workerId: w.id, clockInTime: `${d} 08:00:00`, clockOutTime: `${d} ${out}` },
        existing: null,
      });
    }
  }
}

/**
 * A leave of `days` working days from the first working day on or after today + `from`, counted as the
 * server counts them (the person's rest days and holiday scheme): the demo never files a weekend.
 */
async function workingSpan(tx: Db, auth: AuthContext, person: { userType: number; id: string }, from: number, days: number) {
  const cal = await calendarOf(tx, auth, person, day(from), day(from + days * 3 + 21));
  let d = from;
  while (!isWorkingDay(day(d), cal)) d++;
  const first = d;
  for (let left = days - 1; left > 0; ) if (isWorkingDay(day(++d), cal)) left--;
  return { start: day(first), end: day(d) };
}

/** The requests of the demo: each waits at (or was decided by) the approver its comment names. */
/** A worker's leave filed by `ctx` with its travel ticket attached: `days` working days from `from` working days ahead. */
async function startWorkerLeave(
  tx: Db,
  ctx: ServiceContext,
  a: { workerId: string; vacationInfoId: string; ticket: string; from: number; days: number; reason: string },
) {
  const ticket = await storeFile(
    { db: tx, app: ctx.app, auth: ctx.auth },
    { content: Buffer.from(RECEIPT_PDF(a.ticket)), originalName: `${a.ticket}.pdf`, mimetype: 'application/pdf' },
  );
  const away = await workingSpan(tx, ctx.auth, { userType: 2, id: a.workerId }, a.from, a.days);
  await start(ctx, '29', W('leave'), {
    workerId: a.workerId,
    vacationInfoId: a.vacationInfoId,
    leaveUnit: 1,
    leaveStartTime: `${away.start} 08:00:00`,
    leaveEndTime: `${away.end} 17:00:00`,
    leaveDays: a.days,
    isLeave: 1,
    departureDate: away.start,
    arrivalDate: away.end,
    leaveReason: a.reason,
    tickets: [{ attachId: ticket.attachId, originalName: ticket.originalName, link: ticket.link }],
  });
}

async function seedRequests(tx: Db, c: Contexts, workers: { id: string }[]): Promise<void> {
  const annual = (await annualLeaveOf(tx, c.hr, 1))!;
  const span = (person: { userType: number; id: string }, from: number, days: number) => workingSpan(tx, c.hr.auth, person, from, days);
  const staffOf = async (ctx: ServiceContext) => ({ userType: 1, id: ctx.auth.staffId! });
  const leave = async (ctx: ServiceContext, from: number, days: number, reason: string) => {
    const { start: first, end } = await span(await staffOf(ctx), from, days);
    return {
      vacationInfoId: annual.id,
      leaveUnit: 1,
      leaveStartTime: `${first} 09:00:00`,
      leaveEndTime: `${end} 18:00:00`,
      leaveDays: days,
      isLeave: 0,
      leaveReason: reason,
    };
  };
  const LEAVE = '/staff/flow/leave/index';
  // Wong Siew Hoon (QS): leave waiting at her manager Arun Kumar; shared with HR so they can plan cover
  const qsLeave = await start(c.qs, '2', LEAVE, await leave(c.qs, 14, 2, 'Family wedding in Ipoh'));
  await share(c.qs, qsLeave.processId, [c.hr.auth.userId]);
  // an earlier leave of hers, approved by Arun Kumar
  const qsEarlier = await start(c.qs, '2', LEAVE, await leave(c.qs, 3, 1, 'Medical appointment'));
  await decide(c.eng, qsEarlier.processId, 'ok', 'Approved, enjoy');
  // Ng Boon Keat (director): his leave waits at the administrator
  await start(c.dir, '2', LEAVE, await leave(c.dir, 21, 2, 'Annual leave'));
  // Tan Mei Ling (HR): leave waiting at the director; Lim Wei Jie's was rejected by the director (month-end close)
  await start(c.hr, '2', LEAVE, await leave(c.hr, 10, 1, 'Moving house'));
  const finLeave = await start(c.fin, '2', LEAVE, await leave(c.fin, 5, 1, 'Personal matters'));
  await decide(c.dir, finLeave.processId, 'reject', 'Month-end closing that day, please pick another date');
  // Goh Hui Min (auditor): a day off waiting at her manager Lim Wei Jie
  await start(c.audit, '2', LEAVE, await leave(c.audit, 8, 1, 'Graduation of her son'));
  // Abdul Rahman (site supervisor): overtime waiting at the projects manager Chen Jun
  const ot = (d: string) => ({ ot: [{ startTime: `${d} 18:00:00`, endTime: `${d} 21:00:00` }], reason: 'Concrete pour at Tuas wharf deck' });
  await start(c.site, '36', '/work/start', ot(day(-2)));
  // Goh Hui Min (auditor): resignation approved by Lim Wei Jie, waiting at HR
  const resign = await start(c.audit, '7', '/staff/flow/departure/index', {
    lastWorkingDay: day(30),
    resignationType: 1,
    reason: 'Relocating overseas with family',
  });
  await decide(c.fin, resign.processId, 'ok', 'Thank you for your work');
  // Wong Siew Hoon: a reimbursement Arun Kumar approved and a benefit claim (dental) still with him
  const benefits = await benefitTypes.all(tx, c.hr);
  const benefitOf = (code: string) => benefits.find((b) => b.benefitCode === code) as { id: string } | undefined;
  const dental = benefitOf('DEN')!;
  const medical = benefitOf('MED')!;
  const REIMB = '/staff/flow/reimbursement/index';
  const receipt = async (name: string) => {
    const f = await storeFile(
      { db: tx, app: c.qs.app, auth: c.qs.auth },
      { content: Buffer.from(RECEIPT_PDF(name)), originalName: `${name}.pdf`, mimetype: 'application/pdf' },
    );
    return [{ attachId: f.attachId, originalName: f.originalName, link: f.link }];
  };
  // a taxi fare Arun Kumar approved, now with finance (the administrator)
  const taxi = await start(c.qs, '12', REIMB, {
    expenseType: 'transport',
    amount: 38.6,
    expenseDate: day(-6),
    reason: 'Taxi to the Punggol site meeting',
    receipts: await receipt('Taxi receipt'),
  });
  await decide(c.eng, taxi.processId, 'ok', 'OK');
  if (medical) {
    // a medical claim approved all the way (it is used from her benefit)
    const clinic = await start(c.qs, '12', REIMB, {
      expenseType: 'other',
      amount: 65,
      expenseDate: day(-12),
      benefitId: medical.id,
      reason: 'GP visit (flu)',
      receipts: await receipt('Clinic receipt'),
    });
    await decide(c.eng, clinic.processId, 'ok', 'Get well soon');
    await decide(c.admin, clinic.processId, 'ok', "Paid with this month's salary");
  }
  // a dental claim still with Arun Kumar (held from her benefit until decided)
  if (dental)
    await start(c.qs, '12', REIMB, {
      expenseType: 'other',
      amount: 120,
      expenseDate: day(-4),
      benefitId: dental.id,
      reason: 'Dental scaling and polishing',
      receipts: await receipt('Dental invoice'),
    });
  // site workers, filed by HR: a dormitory transfer and a resignation waiting at the director; a salary
  // advance the director approved, waiting at finance (the administrator, as the demo has no finance role)
  const room = await roomWithBedFor({ ...c.hr, db: tx }, workers[0].id, 'first');
  if (room)
    await start(c.hr, '26', '/worker/flow/transferDormitory/index', {
      workerId: workers[0].id,
      targetRoomId: room.id,
      moveDate: day(7),
      reason: 'Closer to his new team at Tuas',
    });
  const WORKER_LIST = '/worker/flow/apply/index';
  await start(c.hr, '24', WORKER_LIST, { workerId: workers[9].id, lastWorkingDay: day(25), resignation: [2] });
  const advance = await start(c.hr, '42', WORKER_LIST, { workerId: workers[4].id, amount: 300, reason: 'Family emergency at home' });
  await decide(c.dir, advance.processId, 'ok', 'Approved, recover over three months');
}

/**
 * HR's own requests of the other staff and worker forms, so each request-type list has rows: an induction
 * for the newest hire, a missed clock-in, a business trip, office equipment, a training course, an HR form;
 * for site workers a passport collection, a worker request, a work-pass query, a site transfer and a
 * worker's leave (with the ticket). All wait at the director (HR's approver); the equipment was approved.
 */
async function seedTypeListRequests(tx: Db, c: Contexts, workers: { id: string }[]): Promise<void> {
  const hr = c.hr;
  const hire = await staffByNo({ ...c.hr, db: tx }, 'SB0102');
  const S = (key: string) => `/staff/flow/${key}/index`;
  if (hire)
    await start(hr, '6', S('induction'), {
      staffId: hire.id,
      inductionDate: day(2),
      mentorId: c.qs.auth.staffId,
      items: ['it', 'safety', 'handbook'],
      remark: 'First week at the Tuas site office',
    });
  await start(hr, '10', S('muddleheaded'), { attendanceDate: day(-3), clockType: 1, clockInTime: '08:55:00', reason: 'Card reader at the HR office was down' });
  await start(hr, '11', S('evection'), {
    destination: 'Johor Bahru',
    startDate: day(9),
    endDate: day(10),
    days: 2,
    estimatedCost: 350,
    reason: 'Recruitment fair for site workers',
  });
  const equipment = await start(hr, '14', S('officeEquipment'), {
    equipment: 'Laptop docking station',
    quantity: 1,
    neededBy: day(14),
    reason: 'Second screen for payroll checks',
  });
  await decide(c.dir, equipment.processId, 'ok', 'OK');
  await start(hr, '15', S('staffTraining'), {
    courseName: 'Workplace Safety and Health for HR',
    provider: 'MOM Academy',
    dateRange: [day(30), day(31)],
    cost: 480,
    reason: 'Annual certification',
  });
  const handbook = await start(hr, '18', S('hrForm'), {
    subject: 'Update of the employee handbook',
    content: 'Chapter 4 (leave) follows the new entitlement rules.',
  });
  // copied to the director, the managers and staff who asked about the leave chapter (their "Shared with me")
  await share(hr, handbook.processId, [
    c.eng.auth.userId,
    c.prj.auth.userId,
    c.qs.auth.userId,
    c.site.auth.userId,
    c.audit.auth.userId,
    c.fin.auth.userId,
    c.dir.auth.userId,
    c.admin.auth.userId,
  ]);
  const sites = await projectIdsByCode(tx, c.hr.auth);
  const [tuas, punggol] = [sites.get('tuas-p3'), sites.get('pgl-n12')].map((id) => (id ? { id } : undefined));
  const wAnnual = await annualLeaveOf(tx, c.hr, 2);
  await start(hr, '28', W('passportApplication'), {
    workerId: workers[3].id,
    purpose: 1,
    collectDate: day(12),
    returnDate: day(26),
    reason: 'Home leave to China',
  });
  await start(hr, '30', W('workerForm'), { workerId: workers[5].id, subject: 'Safety boots replacement', content: 'Sole split on the wharf deck; size 42.' });
  await start(hr, '39', '/worker/apply/list', { workerId: workers[7].id, processType: 1, content: 'Work pass card damaged; please arrange a replacement.' });
  if (tuas && punggol)
    await start(hr, '17', W('turnSiteApply'), {
      workerId: workers[1].id,
      sourceProjectId: tuas.id,
      targetProjectId: punggol.id,
      transitionDate: day(10),
      remark: 'Rebar crew short at Punggol',
    });
  if (wAnnual) {
    await startWorkerLeave(tx, hr, {
      workerId: workers[2].id,
      vacationInfoId: wAnnual.id,
      ticket: 'Flight ticket',
      from: 20,
      days: 3,
      reason: 'Family visit in Dhaka',
    });
  }
}

/** Settlements of three workers who left at the end of last month: one in draft, one sent to the director, one approved. */
async function seedSettlements(c: Contexts, workers: { id: string }[]): Promise<void> {
  const now = new Date();
  const today = formatDateTime(new Date(now.getFullYear(), now.getMonth(), 0)).slice(0, 10);
  await generateSettlement(c.hr, workers[11].id, today);
  const sent = await generateSettlement(c.hr, workers[10].id, today);
  await sendSettlement(c.hr, String(sent.id));
  const approved = await generateSettlement(c.hr, workers[8].id, today);
  const inst = await sendSettlement(c.hr, String(approved.id));
  await decide(c.dir, String(inst.processId), 'ok', 'Approved');
}

/** A site safety coordinator who joins next week (Jonathan Lau files his induction). */
const NEXT_HIRE = { staffNo: 'SB0104', enName: 'Ryan Tan Jia Hao', sex: 1, entry: 5, mobile: '91230104', email: 'ryan.tan@straitsbuild.test' };

/**
 * Three new hires on probation in Quantity Surveying: two confirmation assessments wait at Arun Kumar and at
 * Wong Siew Hoon; the third, whose six months are up, Wong Siew Hoon assessed (confirm) and it waits at HR.
 */
async function seedProbation(tx: Db, c: Contexts): Promise<void> {
  const deptIds = await deptIdsByNameOrCode(tx, c.hr.auth);
  const qs = deptIds.has('qs') ? { id: deptIds.get('qs')! } : undefined;
  const company = deptIds.has('sb') ? { id: deptIds.get('sb')! } : undefined;
  const hires = [
    { staffNo: 'SB0101', enName: 'Alicia Teo', sex: 2, entry: -160, mobile: '91230101', email: 'alicia.teo@straitsbuild.test' },
    { staffNo: 'SB0102', enName: 'Hafiz Rahim', sex: 1, entry: -45, mobile: '91230102', email: 'hafiz.rahim@straitsbuild.test' },
    { staffNo: 'SB0103', enName: 'Nurul Aisyah', sex: 2, entry: -178, mobile: '91230103', email: 'nurul.aisyah@straitsbuild.test' },
  ];
  const ids: string[] = [];
  for (const h of [...hires, NEXT_HIRE]) {
    // HR adds each hire on the staff page: a new staff starts on probation, with an account of his staff number
    const row = await staffs.save(
      { ...c.hr, db: tx },
      {
        staffNo: h.staffNo,
        employmentCode: h.staffNo,
        enName: h.enName,
        deptId: qs?.id ?? null,
        companyId: company?.id ?? null,
        jobTitleName: 'Assistant Quantity Surveyor',
        sex: h.sex,
        mobileCode: '+65',
        mobile: h.mobile,
        email: h.email,
        nationality: 'SG',
        entryDate: day(h.entry),
        firstApprover: c.eng.auth.userId,
      },
    );
    ids.push(row.id);
  }
  await startAssessment(c.hr, { staffId: ids[0], leaderId: c.eng.auth.staffId ?? undefined });
  // the second hire is assessed by the senior quantity surveyor he works with (her to-do)
  await startAssessment(c.hr, { staffId: ids[1], leaderId: c.qs.auth.staffId ?? undefined });
  // the third (started by Jonathan Lau, HR's systems administrator) she has assessed: scores, comment and
  // result saved, her step approved (her approval records); it waits at HR
  const assessed = await startAssessment(c.admin, { staffId: ids[2], leaderId: c.qs.auth.staffId ?? undefined });
  await saveAssessment(c.qs, {
    id: assessed.id,
    map: {
      workQuality: 3,
      workAttitude: 4,
      teamwork: 4,
      learning: 3,
      leaderComment: 'Accurate take-offs for the Punggol tender; ready for her own packages.',
      result: 1,
    },
  });
  const rec = await getRecord(tx, c.hr.auth, assessed.id);
  await decide(c.qs, String(rec.processId), 'ok', 'Recommend confirmation');
}

/**
 * Each demo account's own requests of the everyday forms its menu shows (its "My requests" tab of every
 * request type), filed where it has none yet: a missed clock-in, a business trip, a claim, a loan, office
 * equipment, a course, an HR form, a leave and an interview request, all waiting at its approver; a
 * cancellation of an approved leave of its own (a draft when it has none to cancel); a resignation kept as a
 * draft. HR also drafts a dismissal; the site supervisor files his workers' requests. Also: HR decides a
 * request of Wong Siew Hoon (its approval records) and sets an out-of-office delegation.
 */
const OWN_KEYS = ['hr', 'fin', 'eng', 'qs', 'prj', 'site', 'dir', 'audit', 'admin'] as const;
async function seedOwnRequests(tx: Db, c: Contexts, workers: { id: string }[]): Promise<void> {
  // what the account has filed of a form: its "My requests" of that type
  const filed = async (ctx: ServiceContext, formId: string) => (await pageInstances(tx, ctx.auth, 'mine', { current: 1, size: 1, formId })).total > 0;
  const S = (key: string) => `/staff/flow/${key}/index`;
  const receipt = async (ctx: ServiceContext, name: string) => {
    const f = await storeFile(
      { db: tx, app: ctx.app, auth: ctx.auth },
      { content: Buffer.from(RECEIPT_PDF(name)), originalName: `${name}.pdf`, mimetype: 'application/pdf' },
    );
    return [{ attachId: f.attachId, originalName: f.originalName, link: f.link }];
  };
  const annual = (await annualLeaveOf(tx, c.hr, 1))!;
  const annualW = (await annualLeaveOf(tx, c.hr, 2))!;
  const DESTINATIONS = ['Kuala Lumpur', 'Jakarta', 'Johor Bahru', 'Batam', 'Penang', 'Bangkok', 'Ho Chi Minh City', 'Manila', 'Kuching'];
  const COURSES = [
    'Excel for reporting',
    'Contract law basics',
    'Site safety refresher',
    'BIM coordination',
    'Negotiation skills',
    'First aid',
    'Leadership essentials',
    'Data protection (PDPA)',
    'HRIS administration',
  ];
  const EQUIPMENT = [
    'Ergonomic chair',
    'Second monitor',
    'Laptop stand',
    'Noise-cancelling headset',
    'Docking station',
    'Safety boots',
    'Tablet for site photos',
    'Desk lamp',
    'Badge printer ribbon',
  ];
  let qsForm: string | undefined;
  // this week the director leaves the department heads' expense claims (form 12) to the internal auditor,
  // Goh Hui Min: theirs wait at her (her requests to approve and notifications), two she has approved
  await submitDelegation(c.dir, { delegateUserId: c.audit.auth.userId, startTime: `${day(-2)} 00:00:00`, endTime: `${day(5)} 23:59:59`, formIds: ['12'] });
  const claims = new Map<string, string>();
  for (const [i, key] of OWN_KEYS.entries()) {
    const ctx = c[key];
    const self = { userType: 1, id: ctx.auth.staffId! };
    const samples: [string, string, () => Promise<Record<string, unknown>>][] = [
      [
        '2',
        S('leave'),
        async () => {
          const span = await workingSpan(tx, ctx.auth, self, 16 + i, 1);
          return {
            vacationInfoId: annual.id,
            leaveUnit: 1,
            leaveStartTime: `${span.start} 09:00:00`,
            leaveEndTime: `${span.end} 18:00:00`,
            leaveDays: 1,
            isLeave: 0,
            leaveReason: 'Personal errands',
          };
        },
      ],
      [
        '4',
        S('interview'),
        async () => ({
          candidateName: ['Priya Nair', 'Jason Lee', 'Siti Aminah', 'Marcus Tan', 'Kelvin Ong', 'Farah Hussein', 'Daniel Koh', 'Grace Lim', 'Benjamin Chua'][i],
          jobName: 'Assistant Engineer',
          interviewDate: `${day(9 + i)} 10:00:00`,
          remark: 'Referred by a colleague',
        }),
      ],
      [
        '10',
        S('muddleheaded'),
        async () => ({ attendanceDate: day(-2 - (i % 3)), clockType: 2, clockOutTime: '18:05:00', reason: 'Forgot to clock out after the site meeting' }),
      ],
      [
        '11',
        S('evection'),
        async () => ({
          destination: DESTINATIONS[i],
          startDate: day(15 + i),
          endDate: day(16 + i),
          days: 2,
          estimatedCost: 420 + i * 30,
          reason: 'Supplier and client meetings',
        }),
      ],
      [
        '12',
        S('reimbursement'),
        async () => ({
          expenseType: 'meal',
          amount: 24.5 + i,
          expenseDate: day(-5),
          reason: 'Working lunch with the consultant',
          receipts: await receipt(ctx, `Meal receipt ${i + 1}`),
        }),
      ],
      ['13', S('loan'), async () => ({ amount: 1500 + i * 250, repaymentMonths: 6, reason: 'Renovation of the flat' })],
      ['14', S('officeEquipment'), async () => ({ equipment: EQUIPMENT[i], quantity: 1, neededBy: day(10), reason: 'The old one is worn out' })],
      [
        '15',
        S('staffTraining'),
        async () => ({
          courseName: COURSES[i],
          provider: 'SkillsFuture partner',
          dateRange: [day(35 + i), day(35 + i)],
          cost: 250 + i * 20,
          reason: "Part of this year's development plan",
        }),
      ],
      ['18', S('hrForm'), async () => ({ subject: 'Update of my emergency contact', content: 'Please update my emergency contact to my spouse.' })],
    ];
    // a user of several departments names the approver on each form (their own first approver here)
    const approver = ctx.auth.roleAliases.includes('multiple_dept_user') ? { firstApprover: await firstApproverOf(tx, ctx.auth.userId) } : {};
    for (const [formId, router, values] of samples) {
      if (await filed(ctx, formId)) continue;
      const started = await start(ctx, formId, router, { ...(await values()), ...approver });
      if (key === 'qs' && formId === '18') qsForm = String(started.processId);
      if (formId === '12') claims.set(key, String(started.processId));
    }
    // an out-of-office delegation of their own, planned (a day each, in turn, so no two meet)
    if (key !== 'hr')
      await submitDelegation(ctx, {
        delegateUserId: c[OWN_KEYS[(i + 1) % OWN_KEYS.length]].auth.userId,
        startTime: `${day(50 + i * 3)} 00:00:00`,
        endTime: `${day(50 + i * 3)} 23:59:59`,
      });
    // a cancellation of an approved leave of their own; a draft when they have none to cancel
    if (!(await filed(ctx, '9'))) {
      // an approved leave of their own that starts after today (the company's wall times compare as text)
      const taken = (await leaveRecords.all(tx, ctx, { staffId: self.id, leaveStatus: 1 })).find((r) => String(r.leaveStartTime) > `${day(0)} 23:59:59`);
      if (taken) await start(ctx, '9', S('cancelHoliday'), { leaveRecordId: taken.id, reason: 'Plans changed, I will work that day', ...approver });
      else await saveDraft(ctx, { formId: '9', router: S('cancelHoliday'), map: { reason: 'Plans may change' } });
    }
    // resignations are rare: kept as a draft (Goh Hui Min's is filed)
    if (!(await filed(ctx, '7'))) await saveDraft(ctx, { formId: '7', router: S('departure'), map: { resignationType: 1, reason: 'Draft, not sent' } });
  }
  for (const key of ['eng', 'hr'] as const) await decide(c.audit, claims.get(key)!, 'ok', 'Receipt checked against the policy limit');
  // HR drafts a dismissal (a new hire who did not report for work)
  const hire = await staffByNo({ ...c.hr, db: tx }, 'SB0102');
  if (hire)
    await saveDraft(c.hr, {
      formId: '8',
      router: S('fire'),
      map: { staffId: hire.id, effectiveDate: day(14), reason: 'Draft: absent without leave for three days' },
    });
  // HR files the workers' course requests (a course application and a course attended)
  await start(c.hr, '27', W('courseApplication'), {
    workerId: workers[6].id,
    courseId: 'WAH',
    preferredDate: day(21),
    reason: 'Required before the next permit renewal',
  });
  await start(c.hr, '31', W('course'), { workerId: workers[1].id, courseId: 'BCSS', courseDate: day(-8), result: 1 });
  // the site supervisor files requests of his workers (his worker forms)
  const WORKER_LIST = '/worker/flow/apply/index';
  await start(c.site, '30', WORKER_LIST, { workerId: workers[0].id, subject: 'Replacement helmet', content: 'Helmet cracked on the rebar deck.' });
  await start(c.site, '28', WORKER_LIST, {
    workerId: workers[4].id,
    purpose: 2,
    collectDate: day(5),
    returnDate: day(12),
    reason: 'Passport renewal at the embassy',
  });
  await start(c.site, '27', W('courseApplication'), {
    workerId: workers[5].id,
    courseId: 'RIGGER',
    preferredDate: day(28),
    reason: 'To cover the crane lifts',
  });
  await start(c.site, '31', W('course'), { workerId: workers[2].id, courseId: 'WAH', courseDate: day(-3), result: 1 });
  await start(c.site, '39', '/worker/apply/list', { workerId: workers[3].id, processType: 2, content: 'Overtime of last month is missing on his payslip.' });
  await start(c.site, '24', WORKER_LIST, { workerId: workers[6].id, lastWorkingDay: day(40), resignation: [4] });
  if (annualW) {
    const ticket = await storeFile(
      { db: tx, app: c.site.app, auth: c.site.auth },
      { content: Buffer.from(RECEIPT_PDF('Bus ticket')), originalName: 'Bus ticket.pdf', mimetype: 'application/pdf' },
    );
    const away = await workingSpan(tx, c.site.auth, { userType: 2, id: workers[0].id }, 30, 2);
    await start(c.site, '29', W('leave'), {
      workerId: workers[0].id,
      vacationInfoId: annualW.id,
      leaveUnit: 1,
      leaveStartTime: `${away.start} 08:00:00`,
      leaveEndTime: `${away.end} 17:00:00`,
      leaveDays: 2,
      isLeave: 1,
      departureDate: away.start,
      arrivalDate: away.end,
      leaveReason: 'Family visit in Johor',
      tickets: [{ attachId: ticket.attachId, originalName: ticket.originalName, link: ticket.link }],
    });
  }
  const room = await roomWithBedFor({ ...c.hr, db: tx }, workers[1].id, 'last');
  if (room)
    await start(c.site, '26', W('transferDormitory'), {
      workerId: workers[1].id,
      targetRoomId: room.id,
      moveDate: day(12),
      reason: 'Nearer the Tuas gate for the early shift',
    });
  // this week the director leaves the workers' own requests (form 30) to Abdul Rahman: HR files two for his
  // workers, he approved one and the other waits (his to-do, approval records and notifications)
  await submitDelegation(c.dir, { delegateUserId: c.site.auth.userId, startTime: `${day(-1)} 00:00:00`, endTime: `${day(6)} 23:59:59`, formIds: ['30'] });
  const boots = await start(c.hr, '30', WORKER_LIST, { workerId: workers[1].id, subject: 'Safety boots', content: 'New boots, size 41.' });
  await start(c.hr, '30', WORKER_LIST, { workerId: workers[2].id, subject: 'Locker key', content: 'Lost the site locker key.' });
  await decide(c.site, String(boots.processId), 'ok', 'Issued from the site store');
  const sites = await projectIdsByCode(tx, c.hr.auth);
  const [tuas, punggol] = [sites.get('tuas-p3'), sites.get('pgl-n12')].map((id) => (id ? { id } : undefined));
  if (tuas && punggol)
    await start(c.site, '17', W('turnSiteApply'), {
      workerId: workers[5].id,
      sourceProjectId: tuas.id,
      targetProjectId: punggol.id,
      transitionDate: day(20),
      remark: 'Formwork crew needed at Punggol',
    });
  // HR's approval records: Wong Siew Hoon's HR form, approved by Arun Kumar and then by HR
  if (qsForm) {
    await decide(c.eng, qsForm, 'ok', 'OK');
    await decide(c.hr, qsForm, 'ok', 'Updated in her record');
  }
  await seedAdminRequests(tx, c, workers);
  // Tan Mei Ling is away on her leave next week: Lim Wei Jie approves for her meanwhile
  await submitDelegation(c.hr, { delegateUserId: c.fin.auth.userId, startTime: `${day(10)} 00:00:00`, endTime: `${day(11)} 23:59:59` });
}

/**
 * Jonathan Lau (the `admin` account, HR's systems administrator) files what HR files, so each request type's
 * "My requests" tab of his has rows: an employment request, the next hire's induction, a dismissal draft, and for site workers a
 * site transfer, a resignation, a dormitory transfer, a course application and attendance, a passport
 * collection, a worker's leave (with the ticket), a worker request and a work-pass query. All wait at
 * Tan Mei Ling, his manager. (His everyday staff forms are filed with everyone's, seedOwnRequests.)
 */
async function seedAdminRequests(tx: Db, c: Contexts, workers: { id: string }[]): Promise<void> {
  const admin = c.admin;
  const S = (key: string) => `/staff/flow/${key}/index`;
  const staffNo = async (no: string) => (await staffByNo({ ...admin, db: tx }, no))?.id;
  // an employment request for a site safety officer HR is hiring for the Tuas site
  const siteDept = (await deptIdsByNameOrCode(tx, admin.auth)).get('site-a');
  const tuasSite = siteDept ? { id: siteDept } : undefined;
  if (tuasSite)
    await start(admin, '1', S('employment'), {
      name: 'Melissa Goh Pei Shan',
      jobTitle: 'Site Safety Officer',
      deptId: tuasSite.id,
      entryDate: day(21),
      employmentType: 'permanent',
      basicSalary: 3800,
      remark: 'Replaces the officer who left in October',
    });
  const next = await staffNo(NEXT_HIRE.staffNo);
  if (next)
    await start(admin, '6', S('induction'), {
      staffId: next,
      inductionDate: day(NEXT_HIRE.entry),
      mentorId: c.site.auth.staffId,
      items: ['it', 'safety', 'handbook'],
      remark: 'Site safety briefing at the Tuas gate on his first morning',
    });
  const alicia = await staffNo('SB0101');
  if (alicia)
    await saveDraft(admin, {
      formId: '8',
      router: S('fire'),
      map: { staffId: alicia, effectiveDate: day(30), reason: 'Draft kept for HR: only if the extended probation is not passed' },
    });
  const sites = await projectIdsByCode(tx, c.hr.auth);
  const [tuas, punggol] = [sites.get('tuas-p3'), sites.get('pgl-n12')].map((id) => (id ? { id } : undefined));
  if (tuas && punggol)
    await start(admin, '17', W('turnSiteApply'), {
      workerId: workers[4].id,
      sourceProjectId: tuas.id,
      targetProjectId: punggol.id,
      transitionDate: day(25),
      remark: 'Formwork for the Punggol podium slab',
    });
  await start(admin, '24', '/worker/flow/apply/index', { workerId: workers[3].id, lastWorkingDay: day(45), resignation: [1] });
  const room = await roomWithBedFor({ ...admin, db: tx }, workers[2].id, 'first');
  if (room)
    await start(admin, '26', W('transferDormitory'), {
      workerId: workers[2].id,
      targetRoomId: room.id,
      moveDate: day(14),
      reason: 'Room shared with his own team',
    });
  await start(admin, '27', W('courseApplication'), {
    workerId: workers[7].id,
    courseId: 'FORKLIFT',
    preferredDate: day(24),
    reason: 'To unload the rebar deliveries',
  });
  await start(admin, '31', W('course'), { workerId: workers[4].id, courseId: 'CONFINED', courseDate: day(-10), result: 1 });
  await start(admin, '28', W('passportApplication'), {
    workerId: workers[5].id,
    purpose: 1,
    collectDate: day(18),
    returnDate: day(32),
    reason: 'Home leave to Chennai',
  });
  await start(admin, '30', W('workerForm'), {
    workerId: workers[3].id,
    subject: 'Work pass card holder',
    content: 'Lanyard and holder for the new work pass card.',
  });
  await start(admin, '39', '/worker/apply/list', {
    workerId: workers[2].id,
    processType: 1,
    content: "Work permit renewal: the employer's declaration is ready to sign.",
  });
  const annualW = await annualLeaveOf(tx, admin, 2);
  if (annualW) {
    await startWorkerLeave(tx, admin, {
      workerId: workers[4].id,
      vacationInfoId: annualW.id,
      ticket: 'Ferry ticket',
      from: 8,
      days: 2,
      reason: "Cousin's wedding in Batam",
    });
  }
}

export async function seedDemoFlows(db: Db, app: FastifyInstance): Promise<void> {
  const accounts = {
    hr: 'hr.tan',
    fin: 'fin.lim',
    eng: 'eng.kumar',
    qs: 'qs.wong',
    prj: 'prj.chen',
    site: 'site.rahman',
    dir: 'dir.ng',
    audit: 'audit.goh',
    admin: 'admin',
  };
  const present = await db
    .select({ account: user.account })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), inArray(user.account, Object.values(accounts))));
  if (present.length < Object.keys(accounts).length) return;
  const byCode = await workerIdsByCode(db, { tenantId: DEFAULT_TENANT }, DEMO_WORKER_CODES);
  const workers = DEMO_WORKER_CODES.flatMap((code) => (byCode.has(code) ? [{ id: byCode.get(code)! }] : []));
  if (workers.length < 12) return;
  await db.transaction(async (tx) => {
    const c: Contexts = {};
    for (const [key, account] of Object.entries(accounts)) c[key] = await demoContext(tx, app, account);
    await seedAttendanceSchemes(tx, c.hr);
    await seedWagesAndAttendance(tx, c.hr, workers);
    await seedRequests(tx, c, workers);
    await seedSettlements(c, workers);
    await seedProbation(tx, c);
    await seedTypeListRequests(tx, c, workers);
    await seedDemoRecruitment(tx, { hr: c.hr, eng: c.eng, dir: c.dir, prj: c.prj });
    await seedOwnRequests(tx, c, workers);
  });
}

export const seedDemoFlowsOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoFlows(db, app);
};
