import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp, BASIC } from '../../../test/helpers.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { flowInstance } from '../flow/flow.tables.js';
import { interview } from './recruit.tables.js';
import { CONTRACT_DATE_ORDER_MESSAGE as DATE_ORDER_MESSAGE } from '@hr/contracts';
import { S, TRANSITIONS } from './status.js';

/** A 1x1 PNG: the signature the candidate's pages send (any PNG or JPEG is taken). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const P = '/api/mcc-staff';
const O = '/api/mcc-open/recruit';

let t: TestApp;
let admin: Session;
let hod: Session;
let interviewer: Session;
let leader: Session;
let outsider: Session;
let dataDir: string;
const ids: Record<string, string> = {};

function multipart(filename: string, content: Buffer, type: string) {
  const boundary = `----recruit${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const get = (s: Session | null, url: string, q?: Record<string, unknown>) => t.get(s, url, q);
const post = (s: Session | null, url: string, b?: Record<string, unknown>) => t.post(s, url, b);
const status = async (id: string) => (await t.db.select({ status: interview.status, closed: interview.closed }).from(interview).where(eq(interview.id, id)))[0];
async function todo(s: Session) {
  return (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
    taskId: string;
    processInstanceId: string;
    taskVersion: number;
    formName: string;
  }[];
}
async function decide(s: Session, formName: string, flag: 'ok' | 'reject') {
  const task = (await todo(s)).find((x) => x.formName === formName);
  expect(task, `a ${formName} task`).toBeTruthy();
  const r = await post(s, '/api/blade-flow/work/complete-task', {
    taskId: task!.taskId,
    flag,
    comment: flag === 'ok' ? 'Agreed' : 'Not now',
    version: task!.taskVersion,
  });
  expect(r.code).toBe(200);
}
const mails = async (to: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to), eq(outbox.channel, 'email')))
  ).map((m) => ({ subject: m.subject, body: m.body }));
/** Puts an interview straight into a status (to test the gates of one step without replaying the others). */
const force = (id: string, values: Partial<typeof interview.$inferInsert>) => t.db.update(interview).set(values).where(eq(interview.id, id));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hr-recruit-'));
  t = await createTestApp({ dataDir });
  admin = await t.login();
  const staffRole = await makeRole(t.db, 'recruit_staff');
  ids.dept = await makeDept(t.db, 'Engineering');
  ids.hod = await makeUser(t.db, 'hod', { roleIds: [staffRole] });
  ids.interviewer = await makeUser(t.db, 'interviewer', { roleIds: [staffRole] });
  ids.leader = await makeUser(t.db, 'leader', { roleIds: [staffRole] });
  await makeUser(t.db, 'outsider', { roleIds: [staffRole] });
  [hod, interviewer, leader, outsider] = await Promise.all(['hod', 'interviewer', 'leader', 'outsider'].map((a) => t.login(a, PASSWORD)));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('jobs and resumes', () => {
  it('keeps jobs with unique names', async () => {
    const saved = await post(admin, `${P}/job/save`, { jobName: 'Site engineer', deptId: ids.dept, headcount: 2, description: 'Builds things' });
    expect(saved.code).toBe(200);
    ids.job = saved.data.id;
    expect((await post(admin, `${P}/job/save`, { jobName: 'Site engineer' })).status).toBe(409);
    expect((await post(admin, `${P}/job/save`, {})).msg).toContain('jobName');
    expect((await post(admin, `${P}/job/save`, { jobName: 'Elsewhere', deptId: '123456' })).msg).toContain('deptId: no such department');
    expect((await post(admin, `${P}/job/update`, { id: ids.job, headcount: 3 })).data.headcount).toBe(3);
    expect((await get(admin, `${P}/job/page`, { jobName: 'engineer' })).data.total).toBe(1);
    expect((await get(admin, `${P}/job/detail`, { id: ids.job })).data.jobName).toBe('Site engineer');
    const extra = await post(admin, `${P}/job/save`, { jobName: 'Temporary' });
    expect((await post(admin, `${P}/job/remove`, { ids: extra.data.id })).code).toBe(200);
    expect((await get(admin, `${P}/job/page`, {})).data.total).toBe(1);
    expect((await get(outsider, `${P}/job/page`, {})).status).toBe(403);
  });

  it('keeps resumes: e-mail checked, attachments of the tenant only, aliases with links, view and export', async () => {
    expect((await post(admin, `${P}/resume/save`, { name: 'Ann', email: 'not-an-email' })).msg).toContain('email');
    expect((await post(admin, `${P}/resume/save`, { name: 'Ann', photo: '123456' })).msg).toContain('photo');
    const file = multipart('cv.txt', Buffer.from('Curriculum vitae of Ann'), 'text/plain');
    const up = (
      await t.app.inject({
        method: 'POST',
        url: '/api/blade-resource/oss/endpoint/put-file-attach',
        payload: file.payload,
        headers: { ...admin.headers, ...file.headers },
      })
    ).json();
    ids.adminFile = up.data.attachId;
    const saved = await post(admin, `${P}/resume/save`, { name: 'Ann', email: 'ann@example.com', jobId: ids.job, attach: ids.adminFile, expectedSalary: 4200 });
    expect(saved.code).toBe(200);
    expect(saved.data.attachFiles).toEqual([expect.objectContaining({ attachId: ids.adminFile, originalName: 'cv.txt' })]);
    expect(saved.data.jobName).toBe('Site engineer');
    const view = await get(admin, `${P}/resume/view`, { id: saved.data.id });
    expect(view.data.attachFiles[0].link).toMatch(/\/api\/blade-resource\/file\/\d+\?expires=\d+&sig=/);
    expect(view.data.interviews).toEqual([]);
    expect((await post(admin, `${P}/resume/update`, { id: saved.data.id, nationality: 'SG' })).data.nationality).toBe('SG');
    expect((await get(admin, `${P}/resume/page`, { name: 'ann' })).data.records[0].photoFiles).toEqual([]);
    expect((await get(admin, `${P}/resume/detail`, { id: saved.data.id })).data.expectedSalary).toBe('4200.00');
    const xlsx = await t.app.inject({ method: 'GET', url: `${P}/resume/excel`, headers: admin.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await post(admin, `${P}/resume/remove`, { ids: saved.data.id })).code).toBe(200);
  });
});

describe('from invitation to onboarding', () => {
  it('invites a candidate: interview and resume created, invitation e-mailed with a signed link', async () => {
    expect((await post(admin, `${P}/resume/invite`, { name: 'Bo' })).msg).toContain('email');
    const r = await post(admin, `${P}/resume/invite`, {
      name: 'Bo Tan',
      email: 'bo@example.com',
      jobId: ids.job,
      deptId: ids.dept,
      interviewDate: '2030-01-10 10:00',
    });
    expect(r.code).toBe(200);
    ids.iv = r.data.interviewId;
    ids.invitation = tokenOf(r.data.url);
    expect(r.data.url).toMatch(/^\/recruit\/invitation\?token=/);
    expect(await status(ids.iv)).toEqual({ status: S.INVITED, closed: 0 });
    const [mail] = await mails('bo@example.com');
    expect(mail.subject).toContain('Site engineer');
    expect(mail.body).toContain('/recruit/invitation?token=');
    const detail = await get(admin, `${P}/interview/detail`, { id: ids.iv });
    expect(detail.data).toMatchObject({ name: 'Bo Tan', jobName: 'Site engineer', status: 1, statusLabel: 'Invited', feedbackScore: '0,0,0,0,0' });
    expect(detail.data.invitationUrl).toMatch(/^\/recruit\/invitation/);
    expect(detail.data.offerUrl).toBeNull();
    // re-sending keeps the interview and sends a fresh link
    expect((await post(admin, `${P}/resume/invite`, { interviewId: ids.iv })).code).toBe(200);
    expect(await mails('bo@example.com')).toHaveLength(2);
  });

  it('opens the invitation page only with its own valid token', async () => {
    expect((await get(null, `${O}/invitation`, { token: ids.invitation })).data).toMatchObject({ name: 'Bo Tan', editable: true, status: 1 });
    const tampered = ids.invitation.slice(0, -2) + (ids.invitation.endsWith('A') ? 'BB' : 'AA');
    expect((await get(null, `${O}/invitation`, { token: tampered })).status).toBe(403);
    const asOffer = ids.invitation.replace('.invitation.', '.offer.');
    expect((await get(null, `${O}/offer`, { token: asOffer })).status).toBe(403);
    expect((await get(null, `${O}/offer`, { token: ids.invitation })).status).toBe(403);
    expect((await get(null, `${O}/invitation`, { token: 'short' })).status).toBe(400);
  });

  it('lets the candidate fill the resume with own documents and feedback', async () => {
    const file = multipart('nric.txt', Buffer.from('NRIC scan'), 'text/plain');
    const res = await t.app.inject({
      method: 'POST',
      url: `${O}/invitation/upload?token=${encodeURIComponent(ids.invitation)}`,
      payload: file.payload,
      headers: { ...file.headers, authorization: BASIC },
    });
    expect(res.statusCode).toBe(200);
    const nricFile = res.json().data.attachId;
    const base = { token: ids.invitation, name: 'Bo Tan', enName: 'Bo', email: 'bo@example.com', mobile: '91234567', nricFile };
    expect((await post(null, `${O}/invitation/submit`, { ...base, feedbackScore: '4,3,2,1' })).msg).toContain('feedbackScore');
    expect((await post(null, `${O}/invitation/submit`, { ...base, feedbackScore: '5,0,0,0,0' })).msg).toContain('0 to 4');
    expect((await post(null, `${O}/invitation/submit`, { ...base, email: 'nope' })).msg).toContain('email');
    // a file of the company (not uploaded through this link) cannot be attached
    expect((await post(null, `${O}/invitation/submit`, { ...base, photo: ids.adminFile })).msg).toContain('unknown attachment');
    const ok = await post(null, `${O}/invitation/submit`, { ...base, feedbackScore: [4, 3, 2, 1, 0], feedbackContent: 'Friendly interviewers' });
    expect(ok.data).toEqual({ status: S.RESUME_SUBMITTED });
    const detail = (await get(admin, `${P}/interview/detail`, { id: ids.iv })).data;
    expect(detail).toMatchObject({ feedbackScore: '4,3,2,1,0', feedbackContent: 'Friendly interviewers', status: 2 });
    expect(detail.resume.nricFileFiles[0]).toMatchObject({ attachId: nricFile, originalName: 'nric.txt' });
  });

  it('refuses every step out of order (409) and unknown statuses (400)', async () => {
    expect((await post(admin, `${P}/interview/submitResult`, { id: ids.iv, result: 1, evaluation: 'Good' })).status).toBe(409);
    expect((await post(admin, `${P}/interview/submitResultHOD`, { id: ids.iv, result: 1 })).status).toBe(409);
    expect((await post(admin, `${P}/interview/leaderApproval2`, { id: ids.iv, offerTemplate: 'offer_contract', assignees: ids.leader })).status).toBe(409);
    expect((await post(admin, `${P}/offer/send`, { interviewId: ids.iv })).status).toBe(409);
    expect((await get(admin, `${P}/offer/generate`, { interviewId: ids.iv })).status).toBe(409);
    expect((await post(admin, `${P}/recruitmentcontract/generate`, { interviewId: ids.iv, contractTemplate: 'loa_remote' })).status).toBe(400);
    expect((await post(admin, `${P}/interview/onboard`, { id: ids.iv })).status).toBe(409);
    expect((await post(admin, `${P}/interview/updateStatus`, { id: ids.iv, status: 25 })).status).toBe(409);
    expect((await post(admin, `${P}/interview/updateStatus`, { id: ids.iv, status: 7 })).status).toBe(400);
    expect((await post(admin, `${P}/interview/resultEmail`, { id: ids.iv })).status).toBe(409);
    // a pass request for an interview that is not evaluated is refused by the form-16 listener
    const direct = await post(admin, `${P}/processfield/startProcess`, { formId: '16', map: { interviewId: ids.iv, result: 1 } });
    expect(direct.status).toBe(409);
    expect(await status(ids.iv)).toEqual({ status: S.RESUME_SUBMITTED, closed: 0 });
  });

  it('arranges the interview; the interviewer evaluates, another round, the head of department passes', async () => {
    expect((await post(admin, `${P}/interview/approval`, { id: ids.iv, hodId: '123456' })).msg).toBe('hodId: no such user');
    const arranged = await post(admin, `${P}/interview/approval`, {
      id: ids.iv,
      interviewerId: ids.interviewer,
      hodId: ids.hod,
      interviewDate: '2030-01-12 14:00',
    });
    expect(arranged.data).toMatchObject({ status: S.ARRANGED, interviewerId: ids.interviewer, hodId: ids.hod });
    expect((await post(outsider, `${P}/interview/submitResult`, { id: ids.iv, result: 1, evaluation: 'x' })).status).toBe(404);
    expect((await post(interviewer, `${P}/interview/submitResult`, { id: ids.iv, result: 1, evaluation: '' })).msg).toContain('evaluation');
    const evaluated = await post(interviewer, `${P}/interview/submitResult`, { id: ids.iv, result: 2, evaluation: 'Promising, meet again' });
    expect(evaluated.data).toMatchObject({ status: S.EVALUATED, result: 2, evaluatorName: 'Interviewer' });
    expect((await post(admin, `${P}/interview/again`, { id: ids.iv })).data.status).toBe(S.ARRANGED);
    expect((await post(admin, `${P}/interview/updateStatus`, { id: ids.iv, status: S.EVALUATED })).status).toBe(409);
    await post(interviewer, `${P}/interview/submitResult`, { id: ids.iv, result: 1, evaluation: 'Strong <b>engineer</b>' });
    const mine = await get(hod, `${P}/interview/headInterviewPage`, {});
    expect(mine.data.records.map((r: { id: string }) => r.id)).toEqual([ids.iv]);
    expect((await get(outsider, `${P}/interview/headInterviewPage`, {})).data.total).toBe(0);
    expect((await get(hod, `${P}/interview/detail`, { id: ids.iv })).data.status).toBe(S.EVALUATED);
    expect((await get(outsider, `${P}/interview/detail`, { id: ids.iv })).status).toBe(404);
    expect((await post(interviewer, `${P}/interview/submitResultHOD`, { id: ids.iv, result: 1 })).status).toBe(409);
    const passed = await post(hod, `${P}/interview/submitResultHOD`, { id: ids.iv, result: 1, comment: 'Hire' });
    expect(passed.data).toMatchObject({ status: S.PASS_PENDING, hodResult: 1, hodName: 'Hod' });
    expect(passed.data.passProcessId).toBeTruthy();
    const result = await get(admin, `${P}/interviewresult/map`, { interviewId: ids.iv });
    expect(result.data).toMatchObject({ result: 1, evaluation: 'Strong <b>engineer</b>', evaluatorName: 'Interviewer', hodResult: 1, hodComment: 'Hire' });
    const pass = await get(admin, `${P}/interview/interviewProcess`, { id: ids.iv });
    expect(pass.data).toMatchObject({ formId: '16', flowStatus: 'running', map: expect.objectContaining({ interviewId: ids.iv }) });
  });

  it('waits for the pass approval: no closing, removing or editing moves meanwhile; rejection goes back, approval passes', async () => {
    expect((await post(admin, `${P}/interview/over`, { id: ids.iv })).status).toBe(409);
    expect((await post(admin, `${P}/interview/remove`, { ids: ids.iv })).status).toBe(409);
    expect((await post(admin, `${P}/interview/update`, { id: ids.iv, confirmEnName: 'Bo' })).status).toBe(409);
    await decide(admin, 'Interview pass', 'reject');
    expect(await status(ids.iv)).toEqual({ status: S.EVALUATED, closed: 0 });
    await post(hod, `${P}/interview/submitResultHOD`, { id: ids.iv, result: 1 });
    await decide(admin, 'Interview pass', 'ok');
    expect(await status(ids.iv)).toEqual({ status: S.PASSED, closed: 0 });
    const confirm = await post(admin, `${P}/interview/update`, { id: ids.iv, confirmEnName: 'Bo Tan', confirmFile: ids.adminFile });
    expect(confirm.code).toBe(200);
    const info = await get(admin, `${P}/interviewinfo/detail`, { interviewId: ids.iv });
    expect(info.data).toMatchObject({ enName: 'Bo Tan', confirmFileFiles: [expect.objectContaining({ attachId: ids.adminFile })] });
    expect((await post(admin, `${P}/interview/resultEmail`, { id: ids.iv })).code).toBe(200);
    expect((await mails('bo@example.com')).at(-1)!.body).toContain('passed the interview');
  });

  it('runs the leader approval (form 32): the offer template decides the fields; rejection allows a new request', async () => {
    const missing = await post(admin, `${P}/interview/leaderApproval2`, { id: ids.iv, offerTemplate: 'offer_contract', assignees: '' });
    expect(missing.status).toBe(400);
    const bad = await post(admin, `${P}/interview/leaderApproval2`, { id: ids.iv, offerTemplate: 'offer_other', assignees: ids.leader });
    expect(bad.msg).toContain('offerTemplate');
    const started = await post(admin, `${P}/interview/leaderApproval2`, {
      id: ids.iv,
      offerTemplate: 'offer_contract',
      assignees: ids.leader,
      noticePeriod: '1 month',
      contractPeriod: '12 months',
      workWeekBasis: '5 days',
      internship: 'No',
    });
    expect(started.data.status).toBe(S.LEADER_PENDING);
    await decide(leader, 'Interview leader approval', 'reject');
    expect(await status(ids.iv)).toEqual({ status: S.LEADER_REJECTED, closed: 0 });
    await post(admin, `${P}/interview/leaderApproval2`, {
      id: ids.iv,
      offerTemplate: 'offer_contract',
      assignees: ids.leader,
      noticePeriod: '1 month',
      contractPeriod: '12 months',
      workWeekBasis: '5 days',
    });
    const running = await get(admin, `${P}/interview/leaderInterviewDetail`, { id: ids.iv });
    expect(running.data).toMatchObject({ approved: false, offer: expect.objectContaining({ offerTemplate: 'offer_contract' }) });
    await decide(leader, 'Interview leader approval', 'ok');
    const approved = (await get(admin, `${P}/interview/leaderInterviewDetail`, { id: ids.iv })).data;
    expect(approved).toMatchObject({
      approved: true,
      status: S.LEADER_APPROVED,
      offer: { offerTemplate: 'offer_contract', noticePeriod: '1 month', contractPeriod: '12 months' },
    });
    // work week basis shows only for internships: dropped for a contract offer
    expect(approved.offer.workWeekBasis).toBeUndefined();
    expect((await get(admin, `${P}/interview/leaderInterviewProcess`, { id: ids.iv })).data.flowStatus).toBe('approved');
  });

  it('sends the offer; the candidate confirms it on the offer page', async () => {
    const letter = await get(admin, `${P}/offer/generate`, { interviewId: ids.iv });
    expect(letter.data.html).toContain('Offer of contract employment');
    expect(letter.data.html).toContain('12 months');
    expect(letter.data.html).not.toContain('Work week basis');
    expect((await post(admin, `${P}/recruitmentcontract/generate`, { interviewId: ids.iv, contractTemplate: 'loa_remote' })).status).toBe(400);
    const sent = await post(admin, `${P}/offer/send`, { interviewId: ids.iv });
    expect(sent.data.status).toBe(S.OFFER_SENT);
    const offerMail = (await mails('bo@example.com')).at(-1)!;
    expect(offerMail.body).toContain('/recruit/offer?token=');
    const detail = await get(admin, `${P}/offer/detail`, { interviewId: ids.iv });
    ids.offer = tokenOf(detail.data.url);
    expect((await get(null, `${O}/offer`, { token: ids.offer })).data).toMatchObject({ name: 'Bo Tan', status: S.OFFER_SENT, confirmOfferTime: null });
    // accepting is signing: an acceptance without a signature changes nothing
    const unsigned = await post(null, `${O}/offer/confirm`, { token: ids.offer, accept: true });
    expect([unsigned.status, unsigned.msg]).toEqual([400, 'accept: to accept the offer, sign it with your signature on the offer page']);
    expect((await get(null, `${O}/offer`, { token: ids.offer })).data).toMatchObject({ status: S.OFFER_SENT, confirmOfferTime: null });
    const ok = await post(null, `${O}/offer/signature`, { token: ids.offer, signature: PNG });
    expect(ok.data.status).toBe(S.OFFER_CONFIRMED);
    expect(ok.data.confirmOfferTime).toBeTruthy();
    expect((await post(null, `${O}/offer/signature`, { token: ids.offer, signature: PNG })).status).toBe(409);
    expect((await post(null, `${O}/offer/confirm`, { token: ids.offer, accept: true })).status).toBe(409);
    expect((await post(null, `${O}/offer/confirm`, { token: ids.offer, accept: false })).status).toBe(409);
  });

  it('validates the contract form by template, with the commence/end date message', async () => {
    const base = {
      interviewId: ids.iv,
      name: 'Bo Tan',
      email: 'bo@example.com',
      mobile: '91234567',
      company: 'Acme Pte Ltd',
      nric: 'S1234567A',
      entryDate: '2030-02-01',
      contractCommenceDate: '2030-02-01',
    };
    const draft = await get(admin, `${P}/recruitmentcontract/contractDetail`, { interviewId: ids.iv });
    expect(draft.data).toMatchObject({ contract: null, draft: { name: 'Bo Tan', email: 'bo@example.com' } });
    const noName = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      name: '',
      contractTemplate: 'loa_remote',
      idNo: 'X',
      residenceCountry: 'MY',
    });
    expect(noName.msg).toContain('name');
    const remote = await post(admin, `${P}/recruitmentcontract/generate`, { ...base, contractTemplate: 'loa_remote' });
    expect(remote.msg).toContain('idNo');
    expect(remote.msg).toContain('residenceCountry');
    expect(remote.msg).not.toContain('employmentDuration');
    const fixed = await post(admin, `${P}/recruitmentcontract/generate`, { ...base, contractTemplate: 'loa_contract' });
    expect(fixed.msg).toContain('employmentDuration');
    expect(fixed.msg).toContain('contractEndDate');
    expect(fixed.msg).not.toContain('idNo');
    const emptyDuration = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      contractTemplate: 'loa_contract',
      employmentDuration: -1,
      contractEndDate: '2031-01-31',
    });
    expect(emptyDuration.msg).toContain('employmentDuration');
    const intern = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      contractTemplate: 'loa_internship',
      employmentDuration: 6,
      contractEndDate: '2030-07-31',
    });
    expect(intern.msg).toContain('contractExpireDate');
    const remoteContract = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      contractTemplate: 'loa_remoteContract',
      employmentDuration: 6,
      contractEndDate: '2030-07-31',
    });
    expect(remoteContract.msg).toContain('idNo');
    const order = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      contractTemplate: 'loa_contract',
      employmentDuration: 12,
      contractCommenceDate: '2031-02-01',
      contractEndDate: '2030-02-01',
    });
    expect(order.status).toBe(400);
    expect(order.msg).toBe(DATE_ORDER_MESSAGE);
    expect(order.msg).toBe('The Commence Date(合约开始日期) must earlier than the Contract Date (合约结束日期)');
    expect((await post(admin, `${P}/recruitmentcontract/generate`, { ...base, contractTemplate: 'loa_x' })).msg).toContain('contractTemplate');
    expect(
      (await post(admin, `${P}/recruitmentcontract/generate`, { ...base, contractTemplate: 'loa_remote', idNo: 'X', residenceCountry: 'MY', email: 'x' })).msg,
    ).toContain('email');
    expect(await status(ids.iv)).toEqual({ status: S.OFFER_CONFIRMED, closed: 0 });
    const saved = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      contractTemplate: 'loa_contract',
      employmentDuration: 12,
      contractEndDate: '2031-01-31',
      jobName: 'Site engineer',
      basicSalary: 5000,
      trial1: -1,
      category: 'II',
      address1: '<script>alert(1)</script>',
    });
    expect(saved.code).toBe(200);
    expect(saved.data.status).toBe(S.CONTRACT_CREATED);
    expect(saved.data.contract).toMatchObject({ contractTemplate: 'loa_contract', employmentDuration: 12, trial1: -1, basicSalary: '5000.00' });
    expect(saved.data.html).toContain('Probation:</strong> 0 months');
    expect(saved.data.html).not.toContain('<script>');
    // editing again while not signed keeps one contract
    const again = await post(admin, `${P}/recruitmentcontract/generate`, {
      ...base,
      contractTemplate: 'loa_contract',
      employmentDuration: 12,
      contractEndDate: '2031-01-31',
      jobName: 'Site engineer',
      basicSalary: 5200,
    });
    expect(again.data.contract.basicSalary).toBe('5200.00');
    expect(again.data.contract.id).toBe(saved.data.contract.id);
  });

  it('sends the contract; the candidate signs it with their name and signature; onboarding starts the employment request', async () => {
    expect((await get(admin, `${P}/interview/detail`, { id: ids.iv })).data.contractUrl).toBeNull();
    expect((await post(admin, `${P}/recruitmentcontract/send`, { interviewId: ids.iv })).data.status).toBe(S.CONTRACT_CREATED);
    ids.contract = tokenOf((await get(admin, `${P}/interview/detail`, { id: ids.iv })).data.contractUrl);
    expect((await mails('bo@example.com')).at(-1)!.body).toContain('/recruit/contract?token=');
    expect((await get(null, `${O}/contract`, { token: ids.contract })).data).toMatchObject({ status: S.CONTRACT_CREATED, signName: null });
    expect((await post(null, `${O}/contract/signature`, { token: ids.contract, signName: 'Somebody Else', signature: PNG })).msg).toContain('signName');
    const signed = await post(null, `${O}/contract/signature`, { token: ids.contract, signName: 'bo tan', signature: PNG });
    expect(signed.data).toMatchObject({ status: S.CONTRACT_SIGNED, signName: 'bo tan' });
    expect((await post(null, `${O}/contract/signature`, { token: ids.contract, signName: 'Bo Tan', signature: PNG })).status).toBe(409);
    // a signed contract and interview no longer change or close
    const resign = () =>
      post(admin, `${P}/recruitmentcontract/generate`, {
        interviewId: ids.iv,
        contractTemplate: 'loa_remote',
        name: 'B',
        email: 'b@example.com',
        mobile: '1',
        company: 'A',
        nric: 'S',
        entryDate: '2030-02-01',
        contractCommenceDate: '2030-02-01',
        idNo: 'X',
        residenceCountry: 'MY',
      });
    const refused = await resign();
    expect([refused.status, refused.msg]).toEqual([409, 'The contract has been signed and cannot be changed']);
    expect((await get(admin, `${P}/recruitmentcontract/contractDetail`, { interviewId: ids.iv })).data.contract).toMatchObject({
      name: 'Bo Tan',
      basicSalary: '5200.00',
    });
    expect((await post(admin, `${P}/interview/over`, { id: ids.iv })).status).toBe(409);
    expect((await post(admin, `${P}/interview/update`, { id: ids.iv, mobile: '1' })).status).toBe(409);
    expect((await post(admin, `${P}/interview/remove`, { ids: ids.iv })).status).toBe(409);
    const onboard = await post(admin, `${P}/interview/onboard`, { id: ids.iv });
    expect(onboard.data.status).toBe(S.ONBOARDING);
    const [entry] = await t.db.select().from(flowInstance).where(eq(flowInstance.id, onboard.data.entryProcessId));
    expect(entry).toMatchObject({ formId: '1', flowStatus: 'running' });
    expect(JSON.parse(entry.values)).toMatchObject({
      name: 'Bo Tan',
      jobTitle: 'Site engineer',
      deptId: ids.dept,
      entryDate: '2030-02-01',
      employmentType: 'contract',
    });
    expect((await post(admin, `${P}/interview/onboard`, { id: ids.iv })).status).toBe(409);
    expect((await resign()).msg).toBe('The contract has been signed and cannot be changed');
    const detail = (await get(admin, `${P}/interview/detail`, { id: ids.iv })).data;
    expect(detail.entryProcess).toMatchObject({ formId: '1' });
    expect((await get(admin, `${P}/interview/getOnboarding`, {})).data.records.map((r: { id: string }) => r.id)).toContain(ids.iv);
    expect((await get(admin, `${P}/interview/statisticsOnboarding`, {})).data).toMatchObject({ onboarding: 1 });
  });
});

describe('other moves', () => {
  it('creates, edits, filters, exports, closes and removes interviews', async () => {
    expect((await post(admin, `${P}/interview/save`, { name: '' })).msg).toContain('name');
    expect((await post(admin, `${P}/interview/save`, { name: 'Cy', email: 'bad' })).msg).toContain('email');
    expect((await post(admin, `${P}/interview/save`, { name: 'Cy', status: 28 })).data.status).toBe(S.CREATED);
    const c = await post(admin, `${P}/interview/save`, { name: 'Cy Lim', email: 'cy@example.com', jobId: ids.job });
    expect(c.data).toMatchObject({ status: S.CREATED, jobName: 'Site engineer', statusLabel: 'Created' });
    expect((await post(admin, `${P}/interview/update`, { id: c.data.id, mobile: '8888' })).data.mobile).toBe('8888');
    expect((await get(admin, `${P}/interview/page`, { name: 'cy lim' })).data.total).toBe(1);
    expect((await get(admin, `${P}/interview/page`, { status: S.ONBOARDING })).data.records.map((r: { id: string }) => r.id)).toEqual([ids.iv]);
    const xlsx = await t.app.inject({ method: 'GET', url: `${P}/interview/excel`, headers: admin.headers });
    expect(xlsx.statusCode).toBe(200);
    expect((await post(admin, `${P}/interview/updateStatus`, { id: c.data.id, status: S.RESUME_SUBMITTED })).data.status).toBe(S.RESUME_SUBMITTED);
    const closed = await post(admin, `${P}/interview/over`, { id: c.data.id, reason: 'Withdrew' });
    expect(closed.data).toMatchObject({ closed: 1, closeReason: 'Withdrew' });
    expect((await post(admin, `${P}/interview/approval`, { id: c.data.id })).msg).toBe('The interview is closed');
    expect((await post(admin, `${P}/interview/over`, { id: c.data.id })).status).toBe(409);
    expect((await post(admin, `${P}/interview/remove`, { ids: c.data.id })).code).toBe(200);
    expect((await get(admin, `${P}/interview/detail`, { id: c.data.id })).status).toBe(404);
    expect((await get(admin, `${P}/interview/statisticsOnboarding`, {})).data.total).toBeGreaterThanOrEqual(2);
  });

  it('sends a regret letter after a failed evaluation; a declined offer closes the interview', async () => {
    const c = await post(admin, `${P}/interview/save`, { name: 'Di Ng', email: 'di@example.com' });
    await post(admin, `${P}/interview/approval`, { id: c.data.id, interviewerId: ids.interviewer });
    await post(interviewer, `${P}/interview/submitResult`, { id: c.data.id, result: 0, evaluation: 'Not a fit' });
    expect((await post(admin, `${P}/interview/resultEmail`, { id: c.data.id })).code).toBe(200);
    expect((await mails('di@example.com'))[0].body).toContain('will not proceed');
    // the offer step: put it at "offer sent" and let the candidate decline
    await force(c.data.id, { status: S.OFFER_SENT, offer: { offerTemplate: 'offer_Internship', workWeekBasis: '5 days' } });
    const url = (await get(admin, `${P}/offer/detail`, { interviewId: c.data.id })).data.url;
    const declined = await post(null, `${O}/offer/confirm`, { token: tokenOf(url), accept: 'false', reason: 'Other offer' });
    expect(declined.data).toMatchObject({ closed: 1, closeReason: 'Offer declined by the candidate: Other offer' });
    expect(await status(c.data.id)).toEqual({ status: S.OFFER_SENT, closed: 1 });
    expect((await post(admin, `${P}/offer/send`, { interviewId: c.data.id })).status).toBe(409);
  });

  it('needs the department before onboarding', async () => {
    const c = await post(admin, `${P}/interview/save`, { name: 'Ed Ong', email: 'ed@example.com' });
    await force(c.data.id, { status: S.CONTRACT_SIGNED });
    expect((await post(admin, `${P}/interview/onboard`, { id: c.data.id })).msg).toContain('deptId');
    expect(await status(c.data.id)).toEqual({ status: S.CONTRACT_SIGNED, closed: 0 });
  });

  it('lists every status in the transition table and only moves forward through it', () => {
    const targets = new Set(Object.values(TRANSITIONS).map((x) => x.to));
    for (const s of [
      S.INVITED,
      S.RESUME_SUBMITTED,
      S.ARRANGED,
      S.EVALUATED,
      S.PASS_PENDING,
      S.PASSED,
      S.LEADER_PENDING,
      S.LEADER_REJECTED,
      S.LEADER_APPROVED,
      S.OFFER_SENT,
      S.OFFER_CONFIRMED,
      S.CONTRACT_CREATED,
      S.CONTRACT_SIGNED,
      S.ONBOARDING,
    ])
      expect(targets.has(s)).toBe(true);
  });
});
