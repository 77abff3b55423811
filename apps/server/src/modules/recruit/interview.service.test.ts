import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { interview } from './recruit.tables.js';
import { interviews } from './recruit.queries.js';
import { assertClosable, assertEditable, assertRemovable, S, TRANSITIONS, transition, type Action } from './status.js';
import { again, arrange, closeInterview, inviteCandidate, readInterview, submitEvaluation, updateStatus } from './interview.service.js';
import { answerOffer, invitationPage, offerPage, submitInvitation } from './candidate.service.js';
import { candidatePath } from './candidate-links.js';

/** The interview status machine, and the services that move it, called directly (no HTTP). */

/** A rejection carrying the HTTP status `code` and a message matching `msg`. */
const refused = (code: number, msg: RegExp | string) => expect.objectContaining({ code, message: expect.stringMatching(msg) });

describe('the status table (status.ts)', () => {
  it('makes each move only from its statuses; any other is a 409 naming the current status and the legal ones', () => {
    for (const [action, t] of Object.entries(TRANSITIONS) as [Action, (typeof TRANSITIONS)[Action]][]) {
      for (const status of Object.values(S)) {
        const current = { status, closed: 0 };
        if ((t.from as readonly number[]).includes(status)) expect(transition(current, action)).toBe(t.to);
        else expect(() => transition(current, action)).toThrow(refused(409, `'${action}' is possible only when`));
      }
    }
  });

  it('refuses every move, edit and close of a closed interview', () => {
    const closed = { status: S.ARRANGED, closed: 1 };
    expect(() => transition(closed, 'evaluate')).toThrow(refused(409, 'The interview is closed'));
    expect(() => assertEditable(closed, false)).toThrow(refused(409, 'The interview is closed'));
    expect(() => assertClosable(closed)).toThrow(refused(409, 'The interview is closed'));
  });

  it('keeps an interview while an approval runs and once the contract is signed', () => {
    for (const running of [S.PASS_PENDING, S.LEADER_PENDING]) {
      expect(() => assertClosable({ status: running, closed: 0 })).toThrow(refused(409, 'recall it first'));
      expect(() => assertRemovable([S.CREATED, running])).toThrow(refused(409, 'recall it first'));
    }
    expect(() => assertClosable({ status: S.CONTRACT_SIGNED, closed: 0 })).toThrow(refused(409, 'contract is signed'));
    expect(() => assertRemovable([S.ONBOARDING])).toThrow(refused(409, 'signed contract'));
    expect(() => assertEditable({ status: S.CONTRACT_SIGNED, closed: 0 }, false)).toThrow(refused(409, 'contract is signed'));
    expect(() => assertClosable({ status: S.OFFER_CONFIRMED, closed: 0 })).not.toThrow();
  });

  it('takes the confirmation info only once the interview is passed', () => {
    expect(() => assertEditable({ status: S.PASS_PENDING, closed: 0 }, true)).toThrow(refused(409, 'once the interview is passed'));
    expect(() => assertEditable({ status: S.PASS_PENDING, closed: 0 }, false)).not.toThrow();
    expect(() => assertEditable({ status: S.PASSED, closed: 0 }, true)).not.toThrow();
  });
});

describe('interview services on a database', () => {
  let t: TestApp;
  let hr: ServiceContext;
  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.serviceContext(await t.login());
  });
  afterAll(async () => t?.close());

  const statusOf = async (id: string) => (await readInterview(hr, id)).status;
  const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

  it('invites, takes the resume from the candidate, arranges, evaluates, goes round again and closes', async () => {
    const { interviewId: id, url } = await inviteCandidate(hr, { name: 'Fay Ho', email: 'fay@example.com' });
    expect(await statusOf(id)).toBe(S.INVITED);
    const token = tokenOf(url);
    expect(await invitationPage(hr, token)).toMatchObject({ name: 'Fay Ho', editable: true, status: S.INVITED });
    expect(await submitInvitation(hr, { token, name: 'Fay Ho', email: 'fay@example.com', feedbackScore: [4, 4, 4, 4, 4] })).toEqual({
      status: S.RESUME_SUBMITTED,
    });
    expect(await invitationPage(hr, token)).toMatchObject({
      editable: true,
      feedbackScore: '4,4,4,4,4',
      resume: expect.objectContaining({ email: 'fay@example.com' }),
    });

    await expect(updateStatus(hr, { id, status: S.EVALUATED })).rejects.toThrow(refused(409, "cannot move from 'Resume submitted' to 'Evaluated' by hand"));
    await expect(updateStatus(hr, { id, status: 7 })).rejects.toThrow(refused(400, 'unknown interview status 7'));
    expect(await arrange(hr, { id, interviewDate: '2030-03-01 09:00:00' })).toMatchObject({ status: S.ARRANGED, statusLabel: 'Interview arranged' });
    await expect(arrange(hr, { id })).rejects.toThrow(refused(409, "'arrange' is possible only when"));
    expect(await submitEvaluation(hr, { id, result: 2, evaluation: 'Meet again' })).toMatchObject({ status: S.EVALUATED, result: 2 });
    expect(await again(hr, { id })).toMatchObject({ status: S.ARRANGED, interviewDate: '2030-03-01 09:00:00' });
    expect(await closeInterview(hr, { id, reason: 'Withdrew' })).toMatchObject({ closed: 1, closeReason: 'Withdrew', status: S.ARRANGED });
    await expect(submitEvaluation(hr, { id, result: 1, evaluation: 'Late' })).rejects.toThrow(refused(409, 'The interview is closed'));
    await expect(closeInterview(hr, { id })).rejects.toThrow(refused(409, 'The interview is closed'));
  });

  it('lets the candidate decline a sent offer once (the interview closes) and refuses an offer not sent', async () => {
    const id = (await interviews.save(hr, { name: 'Gus Lee', email: 'gus@example.com' })).id as string;
    const token = tokenOf(candidatePath(t.app, id, 'offer'));
    await expect(answerOffer(hr, { token, accept: true })).rejects.toThrow(refused(409, 'The offer can no longer be signed'));
    await t.db
      .update(interview)
      .set({ status: S.OFFER_SENT, offer: { offerTemplate: 'offer_contract', noticePeriod: '1 month' } })
      .where(eq(interview.id, id));
    expect((await offerPage(hr, token)).html).toContain('Offer of contract employment');
    // accepting is signing (offer/signature): an acceptance without a signature is refused and changes nothing
    await expect(answerOffer(hr, { token, accept: true })).rejects.toThrow(refused(400, 'sign it with your signature'));
    expect((await offerPage(hr, token)).confirmOfferTime).toBeNull();
    expect(await answerOffer(hr, { token, accept: false, reason: 'Stays put' })).toMatchObject({
      closed: 1,
      closeReason: 'Offer declined by the candidate: Stays put',
    });
    await expect(answerOffer(hr, { token, accept: false })).rejects.toThrow(refused(409, 'can no longer be declined'));
    // a link of one page never opens another
    await expect(invitationPage(hr, token)).rejects.toThrow(refused(403, 'invalid or has expired'));
  });
});
