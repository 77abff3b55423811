import { approver, choices, defineForm, field, files, hrApproval, remark, required, type SeedForm } from '../form/form-define.js';

/** Recruitment's process forms: hiring (1), interviews (4) and the interview approvals the interview screens start (16, 32). */
export const recruitForms: SeedForm[] = [
  defineForm('employment', {
    name: 'Employment application',
    category: 1,
    fields: [
      field('name', 'Name', 'input', { ...required, search: 1 }),
      field('jobTitle', 'Job title', 'input', required),
      field('deptId', 'Department', 'team', required),
      field('entryDate', 'Entry date', 'date', required),
      field('employmentType', 'Employment type', 'select', {
        ...required,
        fieldOption: choices(['permanent', 'Permanent'], ['contract', 'Contract'], ['internship', 'Internship']),
      }),
      field('basicSalary', 'Basic salary', 'number', { fieldOption: { min: 0 } }),
      files,
      remark,
    ],
    chain: [approver, hrApproval],
    requestPrefix: 'EA',
    description: 'Hire a new employee: position, department, start date and salary (started from a signed contract).',
    hrStarted: true,
  }),
  defineForm('interview', {
    name: 'Interview application',
    category: 1,
    fields: [
      field('candidateName', 'Candidate', 'input', { ...required, search: 1 }),
      field('jobName', 'Position', 'input', required),
      field('interviewDate', 'Interview date', 'datetime', required),
      field('interviewers', 'Interviewers', 'staff', { fieldOption: { multiple: true } }),
      remark,
    ],
    chain: [approver],
    requestPrefix: 'IV',
    description: 'Ask for an interview with a candidate for an open position.',
  }),
  // interview approvals (recruit.flow.ts follows them)
  defineForm('interviewPass', {
    name: 'Interview pass',
    category: 3,
    fields: [
      field('interviewId', 'Interview', 'input', { ...required, formEditDisabled: 1 }),
      field('result', 'Result', 'radio', { ...required, fieldOption: choices([1, 'Pass'], [0, 'Fail']) }),
      field('evaluation', 'Evaluation', 'textarea', { span: 24 }),
    ],
    chain: [approver],
    requestPrefix: 'IP',
    description: 'Pass an interviewed candidate on to an offer.',
    hrStarted: true,
  }),
  defineForm('interviewLeader', {
    name: 'Interview leader approval',
    category: 3,
    fields: [
      field('interviewId', 'Interview', 'input', { ...required, formEditDisabled: 1 }),
      field('offerTemplate', 'Offer template', 'select', {
        ...required,
        fieldOption: choices(['offer_parmanent', 'Permanent'], ['offer_contract', 'Contract'], ['offer_Internship', 'Internship']),
      }),
      field('assignees', 'Approvers', 'staff', { ...required, fieldOption: { multiple: true, assignee: true } }),
      field('internship', 'Internship', 'input'),
      field('noticePeriod', 'Notice period', 'input', { fieldOption: { showWhen: "offerTemplate in ['offer_parmanent', 'offer_contract']" } }),
      field('workWeekBasis', 'Work week basis', 'input', { fieldOption: { showWhen: "offerTemplate == 'offer_Internship'" } }),
      field('commenceDate', 'Commence date', 'date', { fieldOption: { showWhen: "offerTemplate == 'offer_Internship'" } }),
      field('endDate', 'End date', 'date', { fieldOption: { showWhen: "offerTemplate == 'offer_Internship'" } }),
      field('contractPeriod', 'Contract period', 'input', { fieldOption: { showWhen: "offerTemplate == 'offer_contract'" } }),
    ],
    chain: [{ id: 'leaders', name: 'Leader approval', assignee: 'field:assignees', multi: 'all' }],
    requestPrefix: 'IL',
    description: "Leaders approve a candidate's offer terms.",
    hrStarted: true,
  }),
];
