import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { formatDateTime } from '../../platform/util.js';
import { deptIdsByNameOrCode } from '../system/system.public.js';
import { jobs } from '../recruit/recruit.queries.js';
import { arrange, inviteCandidate, requestLeaderApproval, submitEvaluation, submitHodDecision } from '../recruit/interview.service.js';
import { generateContract, onboard, sendContract, sendOffer } from '../recruit/contract.service.js';
import { signContractWithSignature, signOfferWithSignature } from '../documents/signing.service.js';
import { demoSignature } from './demo-signature.js';
import { candidatePath } from '../recruit/candidate-links.js';
import { completeTask } from '../flow/flow.service.js';
import { pageTasks } from '../flow/flow.queries.js';

/*
 * The demo's recruitment (DEMO_DATA=1, first boot, inside the demo-flows transaction): candidates at each
 * of the eight steps of the interview view, moved there through the recruitment services as HR, the
 * interviewer, the head of department, the approvers and the candidate (through their signed links) would.
 */

const day = (offset: number) => formatDateTime(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);

/** How far each candidate gets: 1 arranged, 2 evaluated, 3 pass approval pending, 4 passed, 5 leader approval pending, 6 offer sent, 7 offer confirmed, 8 contract created, 9 signed, 10 onboarding. */
const CANDIDATES: [name: string, email: string, stage: number][] = [
  ['Lee Jia Hui', 'jiahui.lee@mail.test', 1],
  ['Muthu Krishnan', 'muthu.k@mail.test', 2],
  ['Tan Wei Ming', 'weiming.tan@mail.test', 3],
  ['Nurul Aisyah', 'nurul.aisyah@mail.test', 4],
  ['Daniel Koh', 'daniel.koh@mail.test', 5],
  ['Priya Raman', 'priya.raman@mail.test', 6],
  ['Jason Lim', 'jason.lim@mail.test', 7],
  ['Siti Rahmah', 'siti.rahmah@mail.test', 8],
  ['Kelvin Ong', 'kelvin.ong@mail.test', 9],
  ['Farah Hassan', 'farah.hassan@mail.test', 10],
];

/** The open task of `who` on the request whose values name the interview, found in his To do list as he would. */
async function approveFor(who: ServiceContext, formId: string, interviewId: string): Promise<void> {
  const todo = await pageTasks(who.db, who.auth, 'todo', { current: 1, size: 100, formId });
  const task = todo.records.find((r) => (r.map as { interviewId?: string }).interviewId === interviewId);
  if (!task) throw new Error(`demo: ${who.auth.account} has no open form-${formId} task for interview ${interviewId}`);
  await completeTask(who, { taskId: String((task as Record<string, unknown>).taskId), flag: 'ok', comment: 'Agreed' });
}

/** Interviews of the demo company's open positions at every step; hr invites, eng (Engineering) interviews and decides, dir approves, prj approves the offer. */
export async function seedDemoRecruitment(tx: Db, c: { hr: ServiceContext; eng: ServiceContext; dir: ServiceContext; prj: ServiceContext }): Promise<void> {
  const qs = { id: (await deptIdsByNameOrCode(tx, c.hr.auth)).get('qs') };
  const hr = { ...c.hr, db: tx };
  const position = await jobs.save(hr, {
    jobName: 'Quantity Surveyor',
    deptId: qs.id ?? null,
    headcount: 6,
    location: 'Tuas and Punggol sites',
    description: 'Measures and values construction work; prepares progress claims.',
  });
  await jobs.save(hr, {
    jobName: 'Site Safety Coordinator',
    deptId: qs.id ?? null,
    headcount: 1,
    location: 'Tuas Port Phase 3',
    description: 'Daily safety briefings and inspections.',
  });
  const eng = c.eng.auth.userId;
  for (const [i, [name, email, stage]] of CANDIDATES.entries()) {
    const { interviewId: id } = await inviteCandidate(c.hr, {
      name,
      email,
      mobile: `9${String(1_200_000 + i * 7_331).padStart(7, '0')}`,
      jobId: position.id,
      deptId: qs?.id,
      interviewDate: `${day(3 + i)} 10:00:00`,
    });
    await arrange(c.hr, { id, interviewerId: eng, hodId: eng, interviewDate: `${day(-20 + i)} 10:00:00` });
    if (stage < 2) continue;
    await submitEvaluation(c.eng, { id, result: 1, evaluation: 'Solid measurement experience; clear on progress claims.' });
    if (stage < 3) continue;
    await submitHodDecision(c.eng, { id, result: 1, comment: 'Hire' });
    if (stage < 4) continue;
    await approveFor(c.dir, '16', id);
    if (stage < 5) continue;
    await requestLeaderApproval(c.hr, {
      id,
      offerTemplate: 'offer_contract',
      assignees: c.prj.auth.userId,
      noticePeriod: '1 month',
      contractPeriod: '12 months',
      workWeekBasis: '5 days',
      internship: 'No',
    });
    if (stage < 6) continue;
    await approveFor(c.prj, '32', id);
    await sendOffer(c.hr, id);
    if (stage < 7) continue;
    // the candidate signs on the offer page: accepting is signing, the signed letter kept with its evidence
    await signOfferWithSignature(c.hr, { token: tokenOf(c.hr, id, 'offer'), signature: demoSignature(name) });
    if (stage < 8) continue;
    await generateContract(c.hr, {
      interviewId: id,
      name,
      email,
      mobile: '91234567',
      company: 'Straits Build Pte Ltd',
      nric: `S${String(8_100_000 + i)}D`,
      jobName: 'Quantity Surveyor',
      entryDate: day(20),
      contractCommenceDate: day(20),
      contractTemplate: 'loa_contract',
      employmentDuration: 12,
      contractEndDate: day(384),
      basicSalary: 4200,
    });
    if (stage < 9) continue;
    await sendContract(c.hr, id);
    await signContractWithSignature(c.hr, { token: tokenOf(c.hr, id, 'contract'), signName: name, signature: demoSignature(name) });
    if (stage < 10) continue;
    await onboard(c.hr, id);
  }
}

/** The token of the candidate's link (as the e-mail carries it). */
const tokenOf = (ctx: ServiceContext, interviewId: string, kind: 'offer' | 'contract') =>
  new URLSearchParams(candidatePath(ctx.app, interviewId, kind).split('?')[1]).get('token')!;
