import { INTERVIEW_STATUS, INTERVIEW_STATUS_LABELS, type InterviewStatus } from '@hr/contracts';
import { conflict } from '../../platform/errors.js';

/** Interview statuses (shared with the web's gates, @hr/contracts). */
export const S = INTERVIEW_STATUS;
export type Status = InterviewStatus;
export const STATUS_LABELS = INTERVIEW_STATUS_LABELS;

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

type Current = { status: number; closed: number };

export function assertOpen(current: Current): void {
  if (current.closed === 1) throw conflict('The interview is closed');
}

/** Where `action` leads from `status`, or a 409 naming both. */
export function transition(current: Current, action: Action): Status {
  assertOpen(current);
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
export function assertClosable(current: Current): void {
  assertOpen(current);
  if (FLOW_RUNNING.includes(current.status)) throw conflict('An approval request of this interview is running; recall it first');
  if (current.status >= S.CONTRACT_SIGNED) throw conflict('The contract is signed; the interview can no longer be closed');
}

/** HR edits an open interview until the contract is signed; the confirmation info only once passed. */
export function assertEditable(current: Current, setsConfirmation: boolean): void {
  assertOpen(current);
  if (current.status >= S.CONTRACT_SIGNED) throw conflict('The contract is signed; the interview can no longer be changed');
  if (setsConfirmation && current.status <= S.PASS_PENDING) throw conflict('Confirmation info can be recorded once the interview is passed');
}

/** Removing is refused while an approval request runs and once the contract is signed. */
export function assertRemovable(statuses: readonly number[]): void {
  if (statuses.some((s) => FLOW_RUNNING.includes(s))) throw conflict('An approval request of this interview is running; recall it first');
  if (statuses.some((s) => s >= S.CONTRACT_SIGNED)) throw conflict('An interview with a signed contract cannot be removed');
}
