import { choices, defineForm, field, hrApproval, required, subjectStaff, type SeedForm } from '../form/form-define.js';

/** The leader's ratings of a confirmation assessment (the interview scale: 0 N.A, 1 Poor ... 4 Excellent). */
export const ASSESSMENT_SCORES: [string, string][] = [
  ['workQuality', 'Quality of work'],
  ['workAttitude', 'Attitude'],
  ['teamwork', 'Teamwork'],
  ['learning', 'Learning ability'],
];
const RATING = choices([0, 'N.A'], [1, 'Poor'], [2, 'Neutral'], [3, 'Good'], [4, 'Excellent']);

/** Probation's process form: the confirmation assessment (5), followed by probation.flow.ts. */
export const probationForms: SeedForm[] = [
  // HR starts it for a staff on probation (staff, end date, assessing leader); the leader fills in the scores,
  // comment and result while approving; HR adds its comment
  defineForm('positive', {
    name: 'Confirmation (probation) assessment',
    category: 1,
    fields: [
      subjectStaff,
      field('probationEndDate', 'Probation end date', 'date', { ...required, formEditDisabled: 1 }),
      field('leaderId', 'Assessing leader', 'staff', { ...required, formEditDisabled: 1, fieldOption: { assignee: true } }),
      ...ASSESSMENT_SCORES.map(([name, label]) => field(name, label, 'radio', { fieldOption: RATING })),
      field('leaderComment', 'Leader comment', 'textarea', { span: 24 }),
      field('result', 'Assessment result', 'radio', { fieldOption: choices([1, 'Confirm'], [2, 'Extend probation'], [3, 'Terminate']) }),
      field('extendMonths', 'Extend by (months)', 'number', { ...required, fieldOption: { min: 1, max: 6, showWhen: 'result == 2' } }),
      field('hrComment', 'HR comment', 'textarea', { span: 24 }),
    ],
    chain: [
      { id: 'leader', name: 'Leader assessment', assignee: 'field:leaderId', dueIn: 'P5D', escalateTo: 'role:hr|role:administrator' },
      { id: 'assessed', name: 'Assessment complete', hook: 'positive.assessed' },
      hrApproval,
    ],
    requestPrefix: 'CF',
    description: 'Assess a staff member at the end of probation: confirm, extend or terminate.',
    hrStarted: true,
  }),
];
