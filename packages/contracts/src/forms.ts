import { WORKER_APPLY_LIST } from './flow.js';

/**
 * The process forms the product seeds, by process key: each one's id and the list its requests show in, defined
 * once for both sides. The server's modules define the rest of each form (fields, approval chain, request
 * prefix: `modules/<m>/<m>.forms.ts`); the web derives its route table of the generic list page from these.
 */
export interface ProductForm {
  /** The form's id, also its process type (the product's form numbers of seed 000: 2 leave, 29 worker leave ...). */
  readonly id: number;
  /**
   * The list route of its requests: the form's `routerName`, the router header a start sends, where notifications
   * link. The web's generic list page (FlowTypeListPage) serves it unless `ownScreens`.
   */
  readonly listRoute: string;
  /** The generic list page at `listRoute` does not show the form: its module's own screens list the requests. */
  readonly ownScreens?: true;
  /** Started by its module's screens (the interview approvals), never from its list. */
  readonly startedElsewhere?: true;
}

const staffList = (key: string) => `/staff/flow/${key}/index`;
const workerList = (key: string) => `/worker/flow/${key}/index`;

export const FORMS = {
  // recruit
  employment: { id: 1, listRoute: staffList('employment') },
  interview: { id: 4, listRoute: staffList('interview') },
  interviewPass: { id: 16, listRoute: staffList('interview'), startedElsewhere: true },
  interviewLeader: { id: 32, listRoute: staffList('interview'), startedElsewhere: true },
  // leave
  leave: { id: 2, listRoute: staffList('leave') },
  cancelHoliday: { id: 9, listRoute: staffList('cancelHoliday') },
  workerLeave: { id: 29, listRoute: WORKER_APPLY_LIST },
  // probation
  positive: { id: 5, listRoute: staffList('positive') },
  // staff
  induction: { id: 6, listRoute: staffList('induction') },
  departure: { id: 7, listRoute: staffList('departure') },
  fire: { id: 8, listRoute: staffList('fire') },
  evection: { id: 11, listRoute: staffList('evection') },
  loan: { id: 13, listRoute: staffList('loan') },
  officeEquipment: { id: 14, listRoute: staffList('officeEquipment') },
  staffTraining: { id: 15, listRoute: staffList('staffTraining') },
  hrForm: { id: 18, listRoute: staffList('hrForm') },
  // benefit
  reimbursement: { id: 12, listRoute: staffList('reimbursement') },
  // attendance
  muddleheaded: { id: 10, listRoute: staffList('muddleheaded') },
  overtime: { id: 36, listRoute: WORKER_APPLY_LIST, ownScreens: true },
  manualAttendance: { id: 44, listRoute: WORKER_APPLY_LIST, ownScreens: true },
  // worker
  turnSiteApply: { id: 17, listRoute: workerList('turnSiteApply') },
  leaveJob: { id: 24, listRoute: WORKER_APPLY_LIST },
  courseApplication: { id: 27, listRoute: workerList('courseApplication') },
  passportApplication: { id: 28, listRoute: WORKER_APPLY_LIST },
  workerForm: { id: 30, listRoute: WORKER_APPLY_LIST },
  course: { id: 31, listRoute: workerList('course') },
  workerProcess: { id: 39, listRoute: WORKER_APPLY_LIST },
  workerAdvance: { id: 42, listRoute: WORKER_APPLY_LIST },
  // housing
  transferDormitory: { id: 26, listRoute: workerList('transferDormitory') },
  workerAccommodation: { id: 34, listRoute: WORKER_APPLY_LIST },
  // settlement
  salarySettlement: { id: 37, listRoute: '/worker/salarySettlement/index', ownScreens: true },
} as const satisfies Record<string, ProductForm>;

/** The process key of a product form. */
export type FormKey = keyof typeof FORMS;

/**
 * seed 001's worker flows: lists of one form alone, beside the worker apply list that shows it too (a form's own
 * list stays its `listRoute`), in the order of their menus.
 */
export const SINGLE_FORM_LISTS: readonly { path: string; formId: number }[] = [
  { path: workerList('leaveJob'), formId: FORMS.leaveJob.id },
  { path: workerList('passportApplication'), formId: FORMS.passportApplication.id },
  { path: workerList('workerForm'), formId: FORMS.workerForm.id },
  { path: workerList('leave'), formId: FORMS.workerLeave.id },
];

/**
 * The forms a worker files himself from his phone (issue 33), in the order his app offers them: worker leave, worker
 * request, dormitory transfer, salary advance, passport application. A worker's self-service session may start these
 * and no other.
 */
export const WORKER_SELF_FORMS: readonly string[] = [
  FORMS.workerLeave,
  FORMS.workerForm,
  FORMS.transferDormitory,
  FORMS.workerAdvance,
  FORMS.passportApplication,
].map((form) => String(form.id));

/** The leave forms (staff leave, worker leave): their requests show the team's absences and the applicant's leave history. */
export const LEAVE_FORMS: readonly string[] = [FORMS.leave, FORMS.workerLeave].map((form) => String(form.id));
