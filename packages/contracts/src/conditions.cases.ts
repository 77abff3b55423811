/**
 * One table of condition cases, run by the server (field visibility of submitted values, gateway routing)
 * and by the web app (which fields a form shows): both must read every rule alike. Plain data, test-only.
 * Values come in both sides' shapes: the browser sends choices as text ('0.5', ['1', '5']), stored values
 * and seeds have numbers and comma lists.
 */
export interface ConditionCase {
  condition: string;
  values: Record<string, unknown>;
  expected: boolean;
}

/**
 * The rules of the seeded process forms and their default chains (each server module's `x.forms.ts`); a server
 * test checks the seeds use exactly these, so the cases below cover every rule a fresh install runs.
 */
export const SEEDED_RULES = {
  /** Form 32 (interview leader) `noticePeriod`: permanent and contract offers. */
  noticePeriod: "offerTemplate in ['offer_parmanent', 'offer_contract']",
  /** Form 32 `workWeekBasis`, `commenceDate`, `endDate`. */
  internshipOffer: "offerTemplate == 'offer_Internship'",
  /** Form 32 `contractPeriod`. */
  contractOffer: "offerTemplate == 'offer_contract'",
  /** Form 24 (worker resignation) `remark`: reason 5 (other) is among the checked ones. */
  otherResignationReason: 'resignation contains 5',
  /** Forms 2 and 29 (leave): `leaveEndTime` hidden and `leavePeriod` shown for half days. */
  halfDay: 'leaveUnit == 0.5',
  /** Forms 2 and 29: departure and arrival dates when leaving Singapore. */
  leavingSingapore: 'isLeave == 1',
  /** Form 5 (probation assessment) `extendMonths`: result 2 extends the probation. */
  probationExtended: 'result == 2',
  /** Form 10 (missed clock-in): `clockInTime` hidden when only the clock-out was missed. */
  missedClockOutOnly: 'clockType == 2',
  /** Form 10: `clockOutTime` hidden when only the clock-in was missed. */
  missedClockInOnly: 'clockType == 1',
  /** Director step of forms 2 and 29 (leave). */
  longLeave: 'leaveDays > 3',
  /** Director step of form 11 (business trip). */
  longTrip: 'days > 5',
  /** Director step of form 12 (reimbursement). */
  largeClaim: 'amount > 1000',
} as const;

const R = SEEDED_RULES;

export const CONDITION_CASES: readonly ConditionCase[] = [
  // `in` a list: the rule the browser used to misread (it showed the notice period for internships)
  { condition: R.noticePeriod, values: { offerTemplate: 'offer_parmanent' }, expected: true },
  { condition: R.noticePeriod, values: { offerTemplate: 'offer_contract' }, expected: true },
  { condition: R.noticePeriod, values: { offerTemplate: 'offer_Internship' }, expected: false },
  { condition: R.noticePeriod, values: {}, expected: false },
  { condition: R.internshipOffer, values: { offerTemplate: 'offer_Internship' }, expected: true },
  { condition: R.internshipOffer, values: { offerTemplate: 'offer_internship' }, expected: false },
  { condition: R.contractOffer, values: { offerTemplate: 'offer_contract' }, expected: true },
  { condition: R.contractOffer, values: { offerTemplate: 'offer_parmanent' }, expected: false },
  { condition: "kind in ['a', 'b']", values: { kind: 'c' }, expected: false },
  { condition: 'leaveUnit in [0.5, 1]', values: { leaveUnit: '1' }, expected: true },
  { condition: 'leaveUnit in []', values: { leaveUnit: 1 }, expected: false },
  // `contains`: a checkbox list, from the browser as an array of text, stored as a comma string
  { condition: R.otherResignationReason, values: { resignation: ['1', '5'] }, expected: true },
  { condition: R.otherResignationReason, values: { resignation: '1,5' }, expected: true },
  { condition: R.otherResignationReason, values: { resignation: '2, 5' }, expected: true },
  { condition: R.otherResignationReason, values: { resignation: [1, 2] }, expected: false },
  { condition: R.otherResignationReason, values: { resignation: '15' }, expected: false },
  { condition: R.otherResignationReason, values: { resignation: [] }, expected: false },
  { condition: R.otherResignationReason, values: {}, expected: false },
  // `==` compares numbers with numeric text as numbers, anything else as text
  { condition: R.halfDay, values: { leaveUnit: '0.5' }, expected: true },
  { condition: R.halfDay, values: { leaveUnit: 0.5 }, expected: true },
  { condition: R.halfDay, values: { leaveUnit: '1' }, expected: false },
  { condition: R.halfDay, values: { leaveUnit: 1 }, expected: false },
  { condition: R.halfDay, values: {}, expected: false },
  { condition: R.leavingSingapore, values: { isLeave: '1' }, expected: true },
  { condition: R.leavingSingapore, values: { isLeave: 1 }, expected: true },
  { condition: R.leavingSingapore, values: { isLeave: '1.0' }, expected: true },
  { condition: R.leavingSingapore, values: { isLeave: '0' }, expected: false },
  { condition: R.leavingSingapore, values: { isLeave: '' }, expected: false },
  { condition: R.probationExtended, values: { result: '2' }, expected: true },
  { condition: R.probationExtended, values: { result: 1 }, expected: false },
  { condition: R.missedClockOutOnly, values: { clockType: '2' }, expected: true },
  { condition: R.missedClockOutOnly, values: { clockType: '3' }, expected: false },
  { condition: R.missedClockInOnly, values: { clockType: 1 }, expected: true },
  { condition: R.missedClockInOnly, values: { clockType: 2 }, expected: false },
  { condition: "kind != 'a'", values: { kind: 'b' }, expected: true },
  { condition: "kind == 'A'", values: { kind: 'a' }, expected: false },
  { condition: 'flag == true', values: { flag: true }, expected: true },
  // a missing or empty value equals null and compares as nothing
  { condition: 'x == null', values: {}, expected: true },
  { condition: 'x == null', values: { x: '' }, expected: true },
  { condition: 'x != null', values: { x: 0 }, expected: true },
  // ordering: numbers as numbers, dates as text; missing values never order
  { condition: R.longLeave, values: { leaveDays: 5 }, expected: true },
  { condition: R.longLeave, values: { leaveDays: '3.5' }, expected: true },
  { condition: R.longLeave, values: { leaveDays: 3 }, expected: false },
  { condition: R.longLeave, values: { leaveDays: '2.5' }, expected: false },
  { condition: R.longLeave, values: {}, expected: false },
  { condition: R.longLeave, values: { leaveDays: '' }, expected: false },
  { condition: R.longTrip, values: { days: '6' }, expected: true },
  { condition: R.longTrip, values: { days: 5 }, expected: false },
  { condition: R.largeClaim, values: { amount: 1000.01 }, expected: true },
  { condition: R.largeClaim, values: { amount: '999.99' }, expected: false },
  { condition: 'a >= 1 and a <= 2', values: { a: '2' }, expected: true },
  { condition: 'endDate > startDate', values: { startDate: '2026-01-01', endDate: '2026-02-01' }, expected: true },
  { condition: 'endDate > startDate', values: { startDate: '2026-01-01' }, expected: false },
  // joining: `not` binds tightest, then `and`, then `or`; words and symbols alike
  { condition: 'a == 1 && b == 2 || c == 3', values: { a: 1, b: 0, c: 3 }, expected: true },
  { condition: 'a == 1 and b == 2', values: { a: 1, b: 0 }, expected: false },
  { condition: 'a == 1 or b == 2 and c == 3', values: { a: 1, b: 0, c: 0 }, expected: true },
  { condition: '(a == 1 or b == 2) and c == 3', values: { a: 1, b: 0, c: 0 }, expected: false },
  { condition: 'a >= 1 and (b != "x" or not c)', values: { a: 1, b: 'x', c: 0 }, expected: true },
  { condition: `not (${R.noticePeriod})`, values: { offerTemplate: 'offer_Internship' }, expected: true },
  { condition: '!(a < 2) || a.b == null', values: { a: 3 }, expected: true },
  // a bare name is a truth test: empty, '0', 'false' and empty lists are false
  { condition: 'flag', values: { flag: true }, expected: true },
  { condition: 'flag', values: { flag: '0' }, expected: false },
  { condition: 'flag', values: { flag: 'false' }, expected: false },
  { condition: 'flag', values: { flag: [] }, expected: false },
  { condition: 'flag', values: {}, expected: false },
  // names read own values only, and dotted names read into objects
  { condition: 'constructor == 1', values: {}, expected: false },
  { condition: '__proto__.polluted == 1', values: {}, expected: false },
  { condition: 'staff.level == 2', values: { staff: { level: '2' } }, expected: true },
];

/** Rules outside the grammar: the server refuses to store them, the web app shows the field they guard. */
export const UNPARSEABLE_CONDITIONS: readonly string[] = [
  'a ===',
  'a > ',
  'a = 1',
  'process.exit()',
  'a; b',
  '`x`',
  "offerTemplate in ['offer_contract'",
  'resignation contains',
  '('.repeat(60) + 'a' + ')'.repeat(60),
];
