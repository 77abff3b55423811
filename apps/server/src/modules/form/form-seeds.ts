import type { ChainStep } from '../flow/bpmn.js';

/**
 * The default process forms of the product (seed 000 section 2) with their fields and approval
 * chains. Seeded idempotently per tenant; administrators change them in /formCustom and the flow
 * designer afterwards.
 */
export interface SeedField {
  fieldName: string;
  fieldLabel: string;
  fieldType: string;
  required?: 0 | 1;
  span?: number;
  search?: 0 | 1;
  dictCode?: string;
  placeholder?: string;
  formEditDisabled?: 0 | 1;
  fieldOption?: Record<string, unknown>;
  defaultValue?: string;
  formatOption?: Record<string, unknown>;
}
export interface SeedForm {
  id: number;
  name: string;
  key: string;
  /** 1 staff, 2 worker, 3 interview, 4 settlement, 5 attendance */
  category: 1 | 2 | 3 | 4 | 5;
  router: string;
  fields: SeedField[];
  chain: ChainStep[];
}

const f = (fieldName: string, fieldLabel: string, fieldType: string, more: Partial<SeedField> = {}): SeedField => ({ fieldName, fieldLabel, fieldType, ...more });
const req = { required: 1 } as const;
const opts = (...pairs: [string | number, string][]) => ({ dicData: pairs.map(([value, label]) => ({ value, label })) });
const yesNo = opts([1, 'Yes'], [0, 'No']);
const reason = f('reason', 'Reason', 'textarea', { ...req, span: 24 });
const files = f('files', 'Attachments', 'upload', { span: 24, fieldOption: { uploadLimit: 9 } });
const remark = f('remark', 'Remark', 'textarea', { span: 24 });

/** First approver: the one chosen on the form (multi-department users), else the user's own, else the department leader. */
const APPROVER = 'field:firstApprover|firstApprover|deptLeader|role:administrator';
const approver: ChainStep = { id: 'approver', name: 'Approver', assignee: APPROVER, dueIn: 'P3D', escalateTo: 'deptLeader|role:administrator' };
/** The chain a form created by an administrator starts with (until a designed one is deployed). */
export const DEFAULT_CHAIN: ChainStep[] = [approver];
const hr: ChainStep = { id: 'hr', name: 'HR approval', assignee: 'role:hr|role:administrator' };
const finance: ChainStep = { id: 'finance', name: 'Finance approval', assignee: 'role:finance|role:administrator' };
const director = (when: string): ChainStep => ({ id: 'director', name: 'Director approval', assignee: 'role:director|role:administrator', when });

const leaveFields = (worker: boolean): SeedField[] => [
  f(worker ? 'workerId' : 'staffId', worker ? 'Worker' : 'Staff', worker ? 'worker' : 'staff', { ...req, formEditDisabled: 1, search: 1 }),
  // the types the caller may take (staff on probation: leaveType 1 only); worker forms list the worker types
  f('vacationInfoId', 'Vacation type', 'select', { ...req, formEditDisabled: 1, fieldOption: { dicUrl: `/api/mcc-base/baseVacationInfo/list${worker ? '?userType=2' : ''}`, props: { label: 'name', value: 'id' } } }),
  f('leaveUnit', 'Leave unit', 'radio', { ...req, formEditDisabled: 1, defaultValue: '1', fieldOption: opts([1, 'Full day'], [0.5, 'Half day']) }),
  f('leaveStartTime', 'Leave start time', 'datetime', { ...req, formEditDisabled: 1, fieldOption: { minDate: 'today' } }),
  f('leaveEndTime', 'Leave end time', 'datetime', { ...req, formEditDisabled: 1, fieldOption: { minDate: 'today', hideWhen: 'leaveUnit == 0.5' } }),
  f('leavePeriod', 'Leave period', 'radio', { ...req, formEditDisabled: 1, fieldOption: { ...opts(['AM', 'Morning'], ['PM', 'Afternoon']), showWhen: 'leaveUnit == 0.5' } }),
  f('leaveDays', 'Leave days', 'number', { ...req, formEditDisabled: 1, fieldOption: { min: 0.5, max: 365, precision: 1 } }),
  f('isLeave', 'Leaving Singapore', 'radio', { ...req, formEditDisabled: 1, defaultValue: '0', fieldOption: yesNo }),
  f('departureDate', 'Departure date', 'date', { ...req, formEditDisabled: 1, fieldOption: { minDate: 'today', showWhen: 'isLeave == 1' } }),
  f('arrivalDate', 'Arrival date', 'date', { ...req, formEditDisabled: 1, fieldOption: { minDate: 'today', showWhen: 'isLeave == 1' } }),
  f('leaveReason', 'Leave reason', 'textarea', { ...req, formEditDisabled: 1, span: 24 }),
  // form 29: everything is read-only once submitted except the tickets, which are required
  ...(worker ? [f('tickets', 'Tickets', 'upload', { ...req, span: 24, fieldOption: { uploadLimit: 9, alias: 'ticketIds' } })] : [f('files', 'Attachments', 'upload', { span: 24, formEditDisabled: 1 })]),
];

/** The leader's ratings of a confirmation assessment (the interview scale: 0 N.A, 1 Poor ... 4 Excellent). */
export const ASSESSMENT_SCORES: [string, string][] = [['workQuality', 'Quality of work'], ['workAttitude', 'Attitude'], ['teamwork', 'Teamwork'], ['learning', 'Learning ability']];
const RATING = opts([0, 'N.A'], [1, 'Poor'], [2, 'Neutral'], [3, 'Good'], [4, 'Excellent']);

const staffForm = (id: number, key: string, name: string, fields: SeedField[], chain: ChainStep[] = [approver]): SeedForm => ({ id, key, name, category: 1, router: `/staff/flow/${key}/index`, fields, chain });
const workerForm = (id: number, key: string, name: string, router: string, fields: SeedField[], chain: ChainStep[] = [approver]): SeedForm => ({ id, key, name, category: 2, router, fields, chain });
const APPLY_LIST = '/worker/apply/list';
const worker = f('workerId', 'Worker', 'worker', { ...req, search: 1, formEditDisabled: 1 });
const staff = f('staffId', 'Staff', 'staff', { ...req, search: 1, formEditDisabled: 1 });

export const SEED_FORMS: SeedForm[] = [
  staffForm(1, 'employment', 'Employment application', [
    f('name', 'Name', 'input', { ...req, search: 1 }), f('jobTitle', 'Job title', 'input', req), f('deptId', 'Department', 'team', req),
    f('entryDate', 'Entry date', 'date', req), f('employmentType', 'Employment type', 'select', { ...req, fieldOption: opts(['permanent', 'Permanent'], ['contract', 'Contract'], ['internship', 'Internship']) }),
    f('basicSalary', 'Basic salary', 'number', { fieldOption: { min: 0 } }), files, remark,
  ], [approver, hr]),
  staffForm(2, 'leave', 'Leave application', leaveFields(false), [approver, director('leaveDays > 3')]),
  staffForm(4, 'interview', 'Interview application', [
    f('candidateName', 'Candidate', 'input', { ...req, search: 1 }), f('jobName', 'Position', 'input', req), f('interviewDate', 'Interview date', 'datetime', req),
    f('interviewers', 'Interviewers', 'staff', { fieldOption: { multiple: true } }), remark,
  ]),
  // form 5: HR starts it for a staff on probation (staff, end date, assessing leader); the leader fills in
  // the scores, comment and result while approving; HR adds its comment. The probation module follows it.
  staffForm(5, 'positive', 'Confirmation (probation) assessment', [
    staff, f('probationEndDate', 'Probation end date', 'date', { ...req, formEditDisabled: 1 }),
    f('leaderId', 'Assessing leader', 'staff', { ...req, formEditDisabled: 1, fieldOption: { assignee: true } }),
    ...ASSESSMENT_SCORES.map(([name, label]) => f(name, label, 'radio', { fieldOption: RATING })),
    f('leaderComment', 'Leader comment', 'textarea', { span: 24 }),
    f('result', 'Assessment result', 'radio', { fieldOption: opts([1, 'Confirm'], [2, 'Extend probation'], [3, 'Terminate']) }),
    f('extendMonths', 'Extend by (months)', 'number', { ...req, fieldOption: { min: 1, max: 6, showWhen: 'result == 2' } }),
    f('hrComment', 'HR comment', 'textarea', { span: 24 }),
  ], [
    { id: 'leader', name: 'Leader assessment', assignee: 'field:leaderId', dueIn: 'P5D', escalateTo: 'role:hr|role:administrator' },
    { id: 'assessed', name: 'Assessment complete', hook: 'positive.assessed' },
    hr,
  ]),
  staffForm(6, 'induction', 'Induction', [staff, f('inductionDate', 'Induction date', 'date', req), f('mentorId', 'Mentor', 'staff'), f('items', 'Induction items', 'checkbox', { fieldOption: opts(['it', 'IT account'], ['safety', 'Safety briefing'], ['handbook', 'Staff handbook']) }), remark]),
  staffForm(7, 'departure', 'Resignation (staff)', [
    staff, f('lastWorkingDay', 'Last working day', 'date', req), f('resignationType', 'Type', 'select', { ...req, fieldOption: opts([1, 'Resignation'], [2, 'Contract end'], [3, 'Retirement']) }),
    reason, f('handoverTo', 'Hand over to', 'staff'), files,
  ], [approver, hr]),
  staffForm(8, 'fire', 'Dismissal', [staff, f('effectiveDate', 'Effective date', 'date', req), reason, files], [approver, hr]),
  staffForm(9, 'cancelHoliday', 'Cancel leave', [
    staff, f('leaveRecordId', 'Leave record', 'select', { ...req, fieldOption: { dicUrl: '/api/mcc-staff/leaverecord/page?leaveStatus=1&size=100', props: { label: 'label', value: 'id' } } }), reason,
  ]),
  staffForm(10, 'muddleheaded', 'Missed clock-in', [
    staff, f('attendanceDate', 'Date', 'date', req), f('clockType', 'Missed', 'radio', { ...req, fieldOption: opts([1, 'Clock-in'], [2, 'Clock-out'], [3, 'Both']) }),
    f('clockInTime', 'Clock-in time', 'time', { fieldOption: { hideWhen: 'clockType == 2' } }), f('clockOutTime', 'Clock-out time', 'time', { fieldOption: { hideWhen: 'clockType == 1' } }), reason,
  ]),
  staffForm(11, 'evection', 'Business trip', [
    staff, f('destination', 'Destination', 'input', req), f('startDate', 'Start date', 'date', { ...req, fieldOption: { minDate: 'today' } }), f('endDate', 'End date', 'date', { ...req, fieldOption: { minDate: 'today' } }),
    f('days', 'Days', 'number', { ...req, fieldOption: { min: 0.5, max: 365 } }), f('estimatedCost', 'Estimated cost', 'number', { fieldOption: { min: 0 } }), reason,
  ], [approver, director('days > 5')]),
  staffForm(12, 'reimbursement', 'Reimbursement', [
    staff, f('expenseType', 'Expense type', 'select', { ...req, fieldOption: opts(['travel', 'Travel'], ['meal', 'Meal'], ['transport', 'Transport'], ['other', 'Other']) }),
    f('amount', 'Amount', 'number', { ...req, fieldOption: { min: 0.01, max: 1_000_000, precision: 2 } }), f('expenseDate', 'Expense date', 'date', req),
    // a claim against the staff's yearly benefit (benefit module): the amount may not exceed what remains
    f('benefitId', 'Benefit', 'select', { formEditDisabled: 1, fieldOption: { dicUrl: '/api/mcc-staff/staffBenefit/benefitList', props: { label: 'benefitName', value: 'benefitId' } } }), reason,
    f('receipts', 'Receipts', 'upload', { ...req, span: 24 }),
  ], [approver, director('amount > 1000'), finance]),
  staffForm(13, 'loan', 'Loan application', [
    staff, f('amount', 'Amount', 'number', { ...req, fieldOption: { min: 1, max: 1_000_000 } }), f('repaymentMonths', 'Repayment (months)', 'number', { ...req, fieldOption: { min: 1, max: 60 } }), reason,
  ], [approver, { ...director(''), when: undefined }, finance]),
  staffForm(14, 'officeEquipment', 'Office equipment request', [
    staff, f('equipment', 'Equipment', 'input', req), f('quantity', 'Quantity', 'number', { ...req, defaultValue: '1', fieldOption: { min: 1, max: 100 } }), f('neededBy', 'Needed by', 'date'), reason,
  ]),
  staffForm(15, 'staffTraining', 'Staff training', [
    staff, f('courseName', 'Course', 'input', req), f('provider', 'Provider', 'input'), f('dateRange', 'Dates', 'daterange', req), f('cost', 'Cost', 'number', { fieldOption: { min: 0 } }), reason,
  ], [approver, hr]),
  staffForm(18, 'hrForm', 'HR form', [f('subject', 'Subject', 'input', { ...req, search: 1 }), f('content', 'Content', 'textarea', { ...req, span: 24 }), files], [approver, hr]),
  // interview approvals
  { id: 16, key: 'interviewPass', name: 'Interview pass', category: 3, router: '/staff/flow/interview/index', fields: [
    f('interviewId', 'Interview', 'input', { ...req, formEditDisabled: 1 }), f('result', 'Result', 'radio', { ...req, fieldOption: opts([1, 'Pass'], [0, 'Fail']) }), f('evaluation', 'Evaluation', 'textarea', { span: 24 }),
  ], chain: [approver] },
  { id: 32, key: 'interviewLeader', name: 'Interview leader approval', category: 3, router: '/staff/flow/interview/index', fields: [
    f('interviewId', 'Interview', 'input', { ...req, formEditDisabled: 1 }),
    f('offerTemplate', 'Offer template', 'select', { ...req, fieldOption: opts(['offer_parmanent', 'Permanent'], ['offer_contract', 'Contract'], ['offer_Internship', 'Internship']) }),
    f('assignees', 'Approvers', 'staff', { ...req, fieldOption: { multiple: true, assignee: true } }),
    f('internship', 'Internship', 'input'),
    f('noticePeriod', 'Notice period', 'input', { fieldOption: { showWhen: "offerTemplate in ['offer_parmanent', 'offer_contract']" } }),
    f('workWeekBasis', 'Work week basis', 'input', { fieldOption: { showWhen: "offerTemplate == 'offer_Internship'" } }),
    f('commenceDate', 'Commence date', 'date', { fieldOption: { showWhen: "offerTemplate == 'offer_Internship'" } }),
    f('endDate', 'End date', 'date', { fieldOption: { showWhen: "offerTemplate == 'offer_Internship'" } }),
    f('contractPeriod', 'Contract period', 'input', { fieldOption: { showWhen: "offerTemplate == 'offer_contract'" } }),
  ], chain: [{ id: 'leaders', name: 'Leader approval', assignee: 'field:assignees', multi: 'all' }] },
  // worker processes
  workerForm(17, 'turnSiteApply', 'Transfer application', '/worker/flow/turnSiteApply/index', [
    worker, f('sourceProjectId', 'From project', 'site', req), f('targetProjectId', 'To project', 'site', req), f('targetTeamId', 'To team', 'team'), f('transitionDate', 'Transfer date', 'date', req), remark,
  ]),
  workerForm(24, 'leaveJob', 'Resignation (worker)', APPLY_LIST, [
    worker, f('lastWorkingDay', 'Last working day', 'date', req),
    // form 24: the resignation reasons are read-only once submitted; remark only when option 5 (other) is chosen
    f('resignation', 'Resignation reason', 'checkbox', { ...req, formEditDisabled: 1, fieldOption: { ...opts([1, 'Personal reasons'], [2, 'Family'], [3, 'Health'], [4, 'Better offer'], [5, 'Other']), disabled: true } }),
    f('remark', 'Remark', 'textarea', { ...req, span: 24, fieldOption: { showWhen: 'resignation contains 5' } }),
  ]),
  workerForm(26, 'transferDormitory', 'Dormitory transfer', '/worker/flow/transferDormitory/index', [
    // the target room is one of the open rooms with a free bed; the approval moves the worker (modules/housing)
    worker, f('targetRoomId', 'Target room', 'select', { ...req, fieldOption: { dicUrl: '/api/mcc-worker/dwellroom/options', props: { label: 'label', value: 'id' } } }),
    f('moveDate', 'Move date', 'date', req), reason,
  ]),
  workerForm(27, 'courseApplication', 'Course application', '/worker/flow/courseApplication/index', [
    worker, f('courseId', 'Course', 'select', { ...req, fieldOption: { dicUrl: '/api/mcc-worker/course/list' } }), f('preferredDate', 'Preferred date', 'date'), reason,
  ]),
  workerForm(28, 'passportApplication', 'Passport application', APPLY_LIST, [
    worker, f('purpose', 'Purpose', 'select', { ...req, fieldOption: opts([1, 'Home leave'], [2, 'Renewal'], [3, 'Other']) }), f('collectDate', 'Collection date', 'date', req), f('returnDate', 'Return date', 'date', req), reason,
  ]),
  workerForm(29, 'workerLeave', 'Leave application (worker)', APPLY_LIST, leaveFields(true), [approver, director('leaveDays > 3')]),
  workerForm(30, 'workerForm', 'Worker request', APPLY_LIST, [worker, f('subject', 'Subject', 'input', req), f('content', 'Content', 'textarea', { ...req, span: 24 }), files]),
  workerForm(31, 'course', 'Course attendance', '/worker/flow/course/index', [
    worker, f('courseId', 'Course', 'select', { ...req, fieldOption: { dicUrl: '/api/mcc-worker/course/list' } }), f('courseDate', 'Course date', 'date', req), f('result', 'Result', 'radio', { fieldOption: opts([1, 'Passed'], [0, 'Failed']) }), f('certificate', 'Certificate', 'upload'),
  ]),
  workerForm(34, 'workerAccommodation', 'Accommodation request', APPLY_LIST, [worker, f('dormitory', 'Dormitory', 'input', req), f('startDate', 'From', 'date', req), reason]),
  workerForm(39, 'workerProcess', 'Worker process', APPLY_LIST, [
    worker, f('processType', 'Request type', 'select', { ...req, fieldOption: opts([1, 'Work pass'], [2, 'Salary'], [3, 'Other']) }), f('content', 'Content', 'textarea', { ...req, span: 24 }), files,
  ]),
  workerForm(42, 'workerAdvance', 'Salary advance', APPLY_LIST, [worker, f('amount', 'Amount', 'number', { ...req, fieldOption: { min: 1, max: 100_000 } }), reason], [approver, finance]),
  // salary settlement
  { id: 37, key: 'salarySettlement', name: 'Salary settlement', category: 4, router: '/worker/salarySettlement/index', fields: [
    worker, f('resignDate', 'Last working day', 'date', req), f('totalHours', 'Total hours', 'number', { fieldOption: { min: 0 } }), f('totalOt', 'Overtime hours', 'number', { fieldOption: { min: 0 } }),
    f('totalAttendanceDays', 'Attendance days', 'number', { fieldOption: { min: 0 } }), f('grossWages', 'Gross wages', 'number'), f('nettSalary', 'Nett salary', 'number'), remark,
  ], chain: [{ id: 'director', name: 'Director approval', assignee: 'role:director|role:administrator' }] },
  // overtime and manual attendance
  { id: 36, key: 'overtime', name: 'Overtime application', category: 5, router: APPLY_LIST, fields: [
    staff,
    f('ot', 'Overtime', 'table', { ...req, span: 24, fieldOption: { minRows: 1, maxRows: 31, columns: [
      { fieldName: 'startTime', fieldLabel: 'Start time', fieldType: 'datetime', required: 1 },
      { fieldName: 'endTime', fieldLabel: 'End time', fieldType: 'datetime', required: 1 },
    ] } }),
    reason,
  ], chain: [approver] },
  { id: 44, key: 'manualAttendance', name: 'Manual attendance', category: 5, router: APPLY_LIST, fields: [
    f('staffName', 'Staff name', 'input', { ...req, formEditDisabled: 1 }),
    // HR files for a site worker; left empty the days are the initiator's own
    f('workerId', 'Worker', 'worker', { formEditDisabled: 1 }),
    f('manualDates', 'Manual dates', 'table', { ...req, span: 24, fieldOption: { minRows: 1, maxRows: 31, columns: [
      { fieldName: 'attendanceDate', fieldLabel: 'Date', fieldType: 'date', required: 1 },
      { fieldName: 'clockInTimeManual', fieldLabel: 'Clock-in time', fieldType: 'time', required: 1 },
      { fieldName: 'clockOutTimeManual', fieldLabel: 'Clock-out time', fieldType: 'time', required: 1 },
      { fieldName: 'remark', fieldLabel: 'Remark', fieldType: 'input', required: 0 },
    ] } }),
  ], chain: [approver] },
];
