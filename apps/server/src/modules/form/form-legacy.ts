import { WORKER_APPLY_LIST as APPLY_LIST } from '@hr/contracts';
import type { ChainStep, SeedForm as DefinedForm } from './form-define.js';

/**
 * The default process forms not yet moved into their modules (`modules/<m>/<m>.forms.ts`), during the move:
 * the form module lists them as its own `forms` until each area's module defines its own.
 */
interface SeedField {
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
interface SeedForm {
  id: number;
  name: string;
  key: string;
  /** 1 staff, 2 worker, 3 interview, 4 settlement, 5 attendance */
  category: 1 | 2 | 3 | 4 | 5;
  router: string;
  fields: SeedField[];
  chain: ChainStep[];
}

/** The courses a worker may apply for or attend: the business dictionary `course` (System > Business dictionary). */
const COURSE_CHOICE = { dicUrl: '/api/blade-system/dict-biz/dictionary?code=course', props: { label: 'dictValue', value: 'dictKey' } };

const f = (fieldName: string, fieldLabel: string, fieldType: string, more: Partial<SeedField> = {}): SeedField => ({
  fieldName,
  fieldLabel,
  fieldType,
  ...more,
});
const req = { required: 1 } as const;
/** The fieldOption of an applicant field (see flow/applicant.ts). */
const APPLICANT = { applicant: true };
const opts = (...pairs: [string | number, string][]) => ({ dicData: pairs.map(([value, label]) => ({ value, label })) });
const reason = f('reason', 'Reason', 'textarea', { ...req, span: 24 });
const files = f('files', 'Attachments', 'upload', { span: 24, fieldOption: { uploadLimit: 9 } });
const remark = f('remark', 'Remark', 'textarea', { span: 24 });

/** First approver: the one chosen on the form (multi-department users), else the user's own, else the department leader. */
const APPROVER = 'field:firstApprover|firstApprover|deptLeader|role:administrator';
const approver: ChainStep = { id: 'approver', name: 'Approver', assignee: APPROVER, dueIn: 'P3D', escalateTo: 'deptLeader|role:administrator' };
const finance: ChainStep = { id: 'finance', name: 'Finance approval', assignee: 'role:finance|role:administrator' };

const workerForm = (id: number, key: string, name: string, router: string, fields: SeedField[], chain: ChainStep[] = [approver]): SeedForm => ({
  id,
  key,
  name,
  category: 2,
  router,
  fields,
  chain,
});
// the person a request is for: `staff`/`worker` are applicants (the caller, unless they may file for others:
// flow/applicant.ts); `subjectStaff`/`subjectWorker` name whom HR's own requests are about (assessment,
// induction, dismissal, settlement)
const worker = f('workerId', 'Worker', 'worker', { ...req, search: 1, formEditDisabled: 1, fieldOption: APPLICANT });

const SEED_FORMS: SeedForm[] = [
  // worker processes
  workerForm(17, 'turnSiteApply', 'Transfer application', '/worker/flow/turnSiteApply/index', [
    worker,
    f('sourceProjectId', 'From project', 'site', req),
    f('targetProjectId', 'To project', 'site', req),
    f('targetTeamId', 'To team', 'team'),
    f('transitionDate', 'Transfer date', 'date', req),
    remark,
  ]),
  workerForm(24, 'leaveJob', 'Resignation (worker)', APPLY_LIST, [
    worker,
    f('lastWorkingDay', 'Last working day', 'date', req),
    // form 24: the resignation reasons are read-only once submitted; remark only when option 5 (other) is chosen
    f('resignation', 'Resignation reason', 'checkbox', {
      ...req,
      formEditDisabled: 1,
      fieldOption: { ...opts([1, 'Personal reasons'], [2, 'Family'], [3, 'Health'], [4, 'Better offer'], [5, 'Other']), disabled: true },
    }),
    f('remark', 'Remark', 'textarea', { ...req, span: 24, fieldOption: { showWhen: 'resignation contains 5' } }),
  ]),
  workerForm(26, 'transferDormitory', 'Dormitory transfer', '/worker/flow/transferDormitory/index', [
    // the target room is one of the open rooms with a free bed; the approval moves the worker (modules/housing)
    worker,
    f('targetRoomId', 'Target room', 'select', {
      ...req,
      fieldOption: { dicUrl: '/api/mcc-worker/dwellroom/options', props: { label: 'label', value: 'id' } },
    }),
    f('moveDate', 'Move date', 'date', req),
    reason,
  ]),
  workerForm(27, 'courseApplication', 'Course application', '/worker/flow/courseApplication/index', [
    worker,
    f('courseId', 'Course', 'select', { ...req, fieldOption: COURSE_CHOICE }),
    f('preferredDate', 'Preferred date', 'date'),
    reason,
  ]),
  workerForm(28, 'passportApplication', 'Passport application', APPLY_LIST, [
    worker,
    f('purpose', 'Purpose', 'select', { ...req, fieldOption: opts([1, 'Home leave'], [2, 'Renewal'], [3, 'Other']) }),
    f('collectDate', 'Collection date', 'date', req),
    f('returnDate', 'Return date', 'date', req),
    reason,
  ]),
  workerForm(30, 'workerForm', 'Worker request', APPLY_LIST, [
    worker,
    f('subject', 'Subject', 'input', req),
    f('content', 'Content', 'textarea', { ...req, span: 24 }),
    files,
  ]),
  workerForm(31, 'course', 'Course attendance', '/worker/flow/course/index', [
    worker,
    f('courseId', 'Course', 'select', { ...req, fieldOption: COURSE_CHOICE }),
    f('courseDate', 'Course date', 'date', req),
    f('result', 'Result', 'radio', { fieldOption: opts([1, 'Passed'], [0, 'Failed']) }),
    f('certificate', 'Certificate', 'upload'),
  ]),
  workerForm(34, 'workerAccommodation', 'Accommodation request', APPLY_LIST, [
    worker,
    f('dormitory', 'Dormitory', 'input', req),
    f('startDate', 'From', 'date', req),
    reason,
  ]),
  workerForm(39, 'workerProcess', 'Worker process', APPLY_LIST, [
    worker,
    f('processType', 'Request type', 'select', { ...req, fieldOption: opts([1, 'Work pass'], [2, 'Salary'], [3, 'Other']) }),
    f('content', 'Content', 'textarea', { ...req, span: 24 }),
    files,
  ]),
  workerForm(
    42,
    'workerAdvance',
    'Salary advance',
    APPLY_LIST,
    [worker, f('amount', 'Amount', 'number', { ...req, fieldOption: { min: 1, max: 100_000 } }), reason],
    [approver, finance],
  ),
];

/** One line per seeded form saying what it is for (the start page; Chinese lines are in the web's locale, by form id). */
const FORM_DESCRIPTIONS: Record<number, string> = {
  1: 'Hire a new employee: position, department, start date and salary (started from a signed contract).',
  2: 'Take annual, sick or other leave; the days are counted from your dates.',
  4: 'Ask for an interview with a candidate for an open position.',
  5: 'Assess a staff member at the end of probation: confirm, extend or terminate.',
  6: "Plan a new employee's first day: induction date, mentor and checklist.",
  7: 'Resign: give your last working day and hand over your work.',
  8: 'End the employment of a staff member (HR only).',
  9: 'Cancel an approved leave and get its days back.',
  10: 'Record a clock-in or clock-out you missed.',
  11: 'Travel for work: destination, dates and estimated cost.',
  12: 'Claim back money you spent for work, with receipts.',
  13: 'Borrow money from the company and repay it monthly.',
  14: 'Ask for office equipment you need.',
  15: 'Attend a course or training paid by the company.',
  16: 'Pass an interviewed candidate on to an offer.',
  17: 'Move a worker to another project site.',
  18: 'Send a general request or document to HR.',
  24: 'A worker resigns: last working day and reasons.',
  26: 'Move a worker to another dormitory room.',
  27: 'Apply for a course for a worker.',
  28: 'Collect a held passport, for home leave or renewal.',
  29: 'A worker takes leave; the days are counted from the dates.',
  30: 'Any other request of a worker.',
  31: "Record a worker's course attendance and result.",
  32: "Leaders approve a candidate's offer terms.",
  34: 'Ask for accommodation in a dormitory.',
  36: 'Claim overtime hours you worked.',
  37: "Settle a leaving worker's final salary.",
  39: 'A worker asks about a work pass, salary or other matter.',
  42: "Ask for an advance on a worker's salary.",
  44: 'Correct attendance by entering the times you worked.',
};

/**
 * The seeded forms only HR starts by hand (with administrators): hiring, offers and onboarding that the
 * recruitment screens start, dismissal, probation assessment, salary settlement. The others: everyone.
 */
const HR_STARTED_FORMS: ReadonlySet<number> = new Set([1, 5, 6, 8, 16, 32, 37]);
/**
 * Request-number prefixes of the seeded forms (by process key): LV-2026-000123 is the 123rd leave
 * request started in 2026. The migration that added request numbers sets the same prefixes on the
 * forms already in the database; a form without one numbers its requests REQ-....
 */
const REQUEST_PREFIXES: Record<string, string> = {
  employment: 'EA',
  leave: 'LV',
  interview: 'IV',
  positive: 'CF',
  induction: 'IN',
  departure: 'RS',
  fire: 'DM',
  cancelHoliday: 'CL',
  muddleheaded: 'MC',
  evection: 'BT',
  reimbursement: 'RB',
  loan: 'LN',
  officeEquipment: 'EQ',
  staffTraining: 'TR',
  hrForm: 'HF',
  interviewPass: 'IP',
  interviewLeader: 'IL',
  turnSiteApply: 'TS',
  leaveJob: 'WRS',
  transferDormitory: 'DT',
  courseApplication: 'CA',
  passportApplication: 'PP',
  workerLeave: 'WLV',
  workerForm: 'WRQ',
  course: 'CO',
  workerAccommodation: 'AC',
  workerProcess: 'WP',
  workerAdvance: 'SA',
  salarySettlement: 'SS',
  overtime: 'OT',
  manualAttendance: 'MA',
};
/** The forms not yet moved, in the shape modules define theirs. */
export const LEGACY_FORMS: DefinedForm[] = SEED_FORMS.map((f) => ({
  ...f,
  key: f.key as DefinedForm['key'],
  requestPrefix: REQUEST_PREFIXES[f.key],
  description: FORM_DESCRIPTIONS[f.id],
  ...(HR_STARTED_FORMS.has(f.id) ? { hrStarted: true as const } : {}),
}));
