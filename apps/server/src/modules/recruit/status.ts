import { conflict } from '../../platform/errors.js';

/**
 * Interview statuses. The numbers keep the gates of seed 000 section 4: >= 6 evaluation,
 * > 8 confirmation info, >= 21 leader approval, >= 24 offer link, >= 25 offer confirmed,
 * >= 27 contract created, >= 28 contract signed; `entryProcessId` marks onboarding.
 */
export const S = {
  CREATED: 0,
  INVITED: 1,
  RESUME_SUBMITTED: 2,
  ARRANGED: 4,
  EVALUATED: 6,
  PASS_PENDING: 8,
  PASSED: 10,
  LEADER_PENDING: 21,
  LEADER_REJECTED: 22,
  LEADER_APPROVED: 23,
  OFFER_SENT: 24,
  OFFER_CONFIRMED: 25,
  CONTRACT_CREATED: 27,
  CONTRACT_SIGNED: 28,
  ONBOARDING: 30,
} as const;
export type Status = (typeof S)[keyof typeof S];

export const STATUS_LABELS: Record<Status, string> = {
  0: 'Created',
  1: 'Invited',
  2: 'Resume submitted',
  4: 'Interview arranged',
  6: 'Evaluated',
  8: 'Pass approval pending',
  10: 'Passed',
  21: 'Leader approval pending',
  22: 'Leader approval rejected',
  23: 'Leader approved',
  24: 'Offer sent',
  25: 'Offer confirmed',
  27: 'Contract created',
  28: 'Contract signed',
  30: 'Onboarding',
};

/**
 * Every legal move: the action, the statuses it may start from and where it leads. `manual` moves
 * may also be made with `updateStatus` (they have no side effect beyond the status).
 */
export const TRANSITIONS = {
  invite: { from: [S.CREATED, S.INVITED], to: S.INVITED },
  submitResume: { from: [S.INVITED, S.RESUME_SUBMITTED], to: S.RESUME_SUBMITTED },
  resumeReceived: { from: [S.CREATED, S.INVITED], to: S.RESUME_SUBMITTED, manual: true },
  arrange: { from: [S.CREATED, S.INVITED, S.RESUME_SUBMITTED], to: S.ARRANGED, manual: true },
  evaluate: { from: [S.ARRANGED, S.EVALUATED], to: S.EVALUATED },
  again: { from: [S.EVALUATED], to: S.ARRANGED, manual: true },
  requestPass: { from: [S.EVALUATED], to: S.PASS_PENDING },
  passApproved: { from: [S.PASS_PENDING], to: S.PASSED },
  passRefused: { from: [S.PASS_PENDING], to: S.EVALUATED },
  requestLeader: { from: [S.PASSED, S.LEADER_REJECTED], to: S.LEADER_PENDING },
  leaderApproved: { from: [S.LEADER_PENDING], to: S.LEADER_APPROVED },
  leaderRefused: { from: [S.LEADER_PENDING], to: S.LEADER_REJECTED },
  sendOffer: { from: [S.LEADER_APPROVED, S.OFFER_SENT], to: S.OFFER_SENT },
  confirmOffer: { from: [S.OFFER_SENT], to: S.OFFER_CONFIRMED },
  createContract: { from: [S.OFFER_CONFIRMED, S.CONTRACT_CREATED], to: S.CONTRACT_CREATED },
  sendContract: { from: [S.CONTRACT_CREATED], to: S.CONTRACT_CREATED },
  signContract: { from: [S.CONTRACT_CREATED], to: S.CONTRACT_SIGNED },
  onboard: { from: [S.CONTRACT_SIGNED], to: S.ONBOARDING },
} as const satisfies Record<string, { from: readonly Status[]; to: Status; manual?: boolean }>;
export type Action = keyof typeof TRANSITIONS;

/** Statuses during which an approval request runs: the interview waits for it. */
export const FLOW_RUNNING: readonly number[] = [S.PASS_PENDING, S.LEADER_PENDING];

/** Where `action` leads from `status`, or a 409 naming both. */
export function transition(current: { status: number; closed: number }, action: Action): Status {
  if (current.closed === 1) throw conflict('The interview is closed');
  const t = TRANSITIONS[action];
  if (!(t.from as readonly number[]).includes(current.status)) {
    throw conflict(`The interview is '${label(current.status)}'; '${action}' is possible only when it is ${t.from.map((s) => `'${label(s)}'`).join(' or ')}`);
  }
  return t.to;
}

/** The manual move from `from` to `to` (updateStatus), or null. */
export function manualAction(from: number, to: number): Action | null {
  for (const [name, t] of Object.entries(TRANSITIONS)) {
    if ('manual' in t && t.manual && t.to === to && (t.from as readonly number[]).includes(from)) return name as Action;
  }
  return null;
}

export const label = (s: number): string => STATUS_LABELS[s as Status] ?? String(s);
export const isStatus = (s: number): s is Status => s in STATUS_LABELS;

/** Closing is possible before the contract is signed and while no approval request runs. */
export function assertClosable(current: { status: number; closed: number }): void {
  if (current.closed === 1) throw conflict('The interview is closed');
  if (FLOW_RUNNING.includes(current.status)) throw conflict('An approval request of this interview is running; recall it first');
  if (current.status >= S.CONTRACT_SIGNED) throw conflict('The contract is signed; the interview can no longer be closed');
}
