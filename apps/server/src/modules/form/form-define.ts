import { FORMS, type FormKey } from '@hr/contracts';

/*
 * The language a module defines its process forms in (`modules/<m>/<m>.forms.ts`, listed as its module's `forms`):
 * fields, the default approval chain, the request-number prefix and the start page's line. The form module seeds
 * them (form.seeds.ts) and the flow module draws each chain as version 1 of the form's process (flow.seeds.ts).
 * Administrators change them in /formCustom and the flow designer afterwards.
 */

/** One field of a seeded form, in the field-definition language of seed 001 section 3 (form-schema.ts). */
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

/** A step of a form's default approval chain (flow/bpmn.ts `chainXml` draws the chain as a diagram). */
export interface ChainStep {
  id: string;
  name: string;
  /** Assignee rule text (see parseAssigneeRule). */
  assignee?: string;
  /** A service task calling this hook instead of a user task. */
  hook?: string;
  multi?: 'any' | 'all';
  /** The step runs only when this condition holds (an exclusive gateway around it). */
  when?: string;
  dueIn?: string;
  escalateTo?: string;
}

/** A process form the product seeds (its id and list route are the shared `FORMS` of @hr/contracts). */
export interface SeedForm {
  id: number;
  name: string;
  /** Its process key (the key of `FORMS`). */
  key: FormKey;
  /** 1 staff, 2 worker, 3 interview, 4 settlement, 5 attendance */
  category: 1 | 2 | 3 | 4 | 5;
  /** Its list route (`FORMS[key].listRoute`). */
  router: string;
  fields: SeedField[];
  chain: ChainStep[];
  /**
   * Prefix of its request numbers: LV-2026-000123 is the 123rd leave request started in 2026. The migration that
   * added request numbers set the same prefixes on the forms already in the database.
   */
  requestPrefix: string;
  /** One line saying what it is for (the start page; Chinese lines are in the web's locale, by form id). */
  description: string;
  /**
   * Only HR starts it by hand (with administrators): its "who may start" defaults to the HR and administrator
   * roles (hiring, offers and onboarding the recruitment screens start, dismissal, assessment, settlement).
   */
  hrStarted?: true;
}

/** A form of `FORMS[key]`: its id and list route from the shared vocabulary, the rest as given. */
export const defineForm = (key: FormKey, form: Omit<SeedForm, 'id' | 'key' | 'router'>): SeedForm => ({
  id: FORMS[key].id,
  key,
  router: FORMS[key].listRoute,
  ...form,
});

/** The prefix of a form that has none. */
export const DEFAULT_REQUEST_PREFIX = 'REQ';

export const field = (fieldName: string, fieldLabel: string, fieldType: string, more: Partial<SeedField> = {}): SeedField => ({
  fieldName,
  fieldLabel,
  fieldType,
  ...more,
});
export const required = { required: 1 } as const;
/** The fieldOption of an applicant field (see flow/applicant.ts). */
export const APPLICANT = { applicant: true };
/** The choices of a radio, select or checkbox field. */
export const choices = (...pairs: [string | number, string][]) => ({ dicData: pairs.map(([value, label]) => ({ value, label })) });
export const yesNo = choices([1, 'Yes'], [0, 'No']);
export const reason = field('reason', 'Reason', 'textarea', { ...required, span: 24 });
export const files = field('files', 'Attachments', 'upload', { span: 24, fieldOption: { uploadLimit: 9 } });
export const remark = field('remark', 'Remark', 'textarea', { span: 24 });

// the person a request is for: `staff`/`worker` are applicants (the caller, unless they may file for others:
// flow/applicant.ts); `subjectStaff`/`subjectWorker` name whom HR's own requests are about (assessment,
// induction, dismissal, settlement)
export const workerApplicant = field('workerId', 'Worker', 'worker', { ...required, search: 1, formEditDisabled: 1, fieldOption: APPLICANT });
export const staffApplicant = field('staffId', 'Staff', 'staff', { ...required, search: 1, formEditDisabled: 1, fieldOption: APPLICANT });
export const subjectWorker = field('workerId', 'Worker', 'worker', { ...required, search: 1, formEditDisabled: 1 });
export const subjectStaff = field('staffId', 'Staff', 'staff', { ...required, search: 1, formEditDisabled: 1 });

/** First approver: the one chosen on the form (multi-department users), else the user's own, else the department leader. */
const APPROVER = 'field:firstApprover|firstApprover|deptLeader|role:administrator';
export const approver: ChainStep = { id: 'approver', name: 'Approver', assignee: APPROVER, dueIn: 'P3D', escalateTo: 'deptLeader|role:administrator' };
/** The chain a form created by an administrator starts with (until a designed one is deployed). */
export const DEFAULT_CHAIN: ChainStep[] = [approver];
export const hrApproval: ChainStep = { id: 'hr', name: 'HR approval', assignee: 'role:hr|role:administrator' };
export const financeApproval: ChainStep = { id: 'finance', name: 'Finance approval', assignee: 'role:finance|role:administrator' };
/** The director's approval, only when `when` holds (always when empty). */
export const directorApproval = (when: string): ChainStep => ({
  id: 'director',
  name: 'Director approval',
  assignee: 'role:director|role:administrator',
  ...(when ? { when } : {}),
});
