import { approver, choices, defineForm, field, files, financeApproval, reason, remark, required, workerApplicant, type SeedForm } from '../form/form-define.js';

/** The courses a worker may apply for or attend: the business dictionary `course` (System > Business dictionary). */
const COURSE_CHOICE = { dicUrl: '/api/blade-system/dict-biz/dictionary?code=course', props: { label: 'dictValue', value: 'dictKey' } };

/** A worker's requests: project transfer (17, worker.flow.ts), resignation, courses, passport, advances and the rest. */
export const workerForms: SeedForm[] = [
  defineForm('turnSiteApply', {
    name: 'Transfer application',
    category: 2,
    fields: [
      workerApplicant,
      field('sourceProjectId', 'From project', 'site', required),
      field('targetProjectId', 'To project', 'site', required),
      field('targetTeamId', 'To team', 'team'),
      field('transitionDate', 'Transfer date', 'date', required),
      remark,
    ],
    chain: [approver],
    requestPrefix: 'TS',
    description: 'Move a worker to another project site.',
  }),
  defineForm('leaveJob', {
    name: 'Resignation (worker)',
    category: 2,
    fields: [
      workerApplicant,
      field('lastWorkingDay', 'Last working day', 'date', required),
      // the resignation reasons are read-only once submitted; remark only when option 5 (other) is chosen
      field('resignation', 'Resignation reason', 'checkbox', {
        ...required,
        formEditDisabled: 1,
        fieldOption: { ...choices([1, 'Personal reasons'], [2, 'Family'], [3, 'Health'], [4, 'Better offer'], [5, 'Other']), disabled: true },
      }),
      field('remark', 'Remark', 'textarea', { ...required, span: 24, fieldOption: { showWhen: 'resignation contains 5' } }),
    ],
    chain: [approver],
    requestPrefix: 'WRS',
    description: 'A worker resigns: last working day and reasons.',
  }),
  defineForm('courseApplication', {
    name: 'Course application',
    category: 2,
    fields: [
      workerApplicant,
      field('courseId', 'Course', 'select', { ...required, fieldOption: COURSE_CHOICE }),
      field('preferredDate', 'Preferred date', 'date'),
      reason,
    ],
    chain: [approver],
    requestPrefix: 'CA',
    description: 'Apply for a course for a worker.',
  }),
  defineForm('passportApplication', {
    name: 'Passport application',
    category: 2,
    fields: [
      workerApplicant,
      field('purpose', 'Purpose', 'select', { ...required, fieldOption: choices([1, 'Home leave'], [2, 'Renewal'], [3, 'Other']) }),
      field('collectDate', 'Collection date', 'date', required),
      field('returnDate', 'Return date', 'date', required),
      reason,
    ],
    chain: [approver],
    requestPrefix: 'PP',
    description: 'Collect a held passport, for home leave or renewal.',
  }),
  defineForm('workerForm', {
    name: 'Worker request',
    category: 2,
    fields: [workerApplicant, field('subject', 'Subject', 'input', required), field('content', 'Content', 'textarea', { ...required, span: 24 }), files],
    chain: [approver],
    requestPrefix: 'WRQ',
    description: 'Any other request of a worker.',
  }),
  defineForm('course', {
    name: 'Course attendance',
    category: 2,
    fields: [
      workerApplicant,
      field('courseId', 'Course', 'select', { ...required, fieldOption: COURSE_CHOICE }),
      field('courseDate', 'Course date', 'date', required),
      field('result', 'Result', 'radio', { fieldOption: choices([1, 'Passed'], [0, 'Failed']) }),
      field('certificate', 'Certificate', 'upload'),
    ],
    chain: [approver],
    requestPrefix: 'CO',
    description: "Record a worker's course attendance and result.",
  }),
  defineForm('workerProcess', {
    name: 'Worker process',
    category: 2,
    fields: [
      workerApplicant,
      field('processType', 'Request type', 'select', { ...required, fieldOption: choices([1, 'Work pass'], [2, 'Salary'], [3, 'Other']) }),
      field('content', 'Content', 'textarea', { ...required, span: 24 }),
      files,
    ],
    chain: [approver],
    requestPrefix: 'WP',
    description: 'A worker asks about a work pass, salary or other matter.',
  }),
  defineForm('workerAdvance', {
    name: 'Salary advance',
    category: 2,
    fields: [workerApplicant, field('amount', 'Amount', 'number', { ...required, fieldOption: { min: 1, max: 100_000 } }), reason],
    chain: [approver, financeApproval],
    requestPrefix: 'SA',
    description: "Ask for an advance on a worker's salary.",
  }),
];
