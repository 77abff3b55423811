import {
  approver,
  choices,
  defineForm,
  directorApproval,
  field,
  reason,
  required,
  staffApplicant,
  yesNo,
  APPLICANT,
  type SeedField,
  type SeedForm,
} from '../form/form-define.js';

/** The fields of a leave application: a staff member's (form 2) or a worker's (form 29). */
const leaveFields = (worker: boolean): SeedField[] => [
  field(worker ? 'workerId' : 'staffId', worker ? 'Worker' : 'Staff', worker ? 'worker' : 'staff', {
    ...required,
    formEditDisabled: 1,
    search: 1,
    fieldOption: APPLICANT,
  }),
  // the types the caller may take (staff on probation: leaveType 1 only); worker forms list the worker types
  field('vacationInfoId', 'Vacation type', 'select', {
    ...required,
    formEditDisabled: 1,
    fieldOption: { dicUrl: `/api/mcc-base/baseVacationInfo/list${worker ? '?userType=2' : ''}`, props: { label: 'name', value: 'id' } },
  }),
  field('leaveUnit', 'Leave unit', 'radio', { ...required, formEditDisabled: 1, defaultValue: '1', fieldOption: choices([1, 'Full day'], [0.5, 'Half day']) }),
  field('leaveStartTime', 'Leave start time', 'datetime', { ...required, formEditDisabled: 1, fieldOption: { minDate: 'today' } }),
  field('leaveEndTime', 'Leave end time', 'datetime', { ...required, formEditDisabled: 1, fieldOption: { minDate: 'today', hideWhen: 'leaveUnit == 0.5' } }),
  field('leavePeriod', 'Leave period', 'radio', {
    ...required,
    formEditDisabled: 1,
    fieldOption: { ...choices(['AM', 'Morning'], ['PM', 'Afternoon']), showWhen: 'leaveUnit == 0.5' },
  }),
  field('leaveDays', 'Leave days', 'number', { ...required, formEditDisabled: 1, fieldOption: { min: 0.5, max: 365, precision: 1 } }),
  field('isLeave', 'Leaving Singapore', 'radio', { ...required, formEditDisabled: 1, defaultValue: '0', fieldOption: yesNo }),
  field('departureDate', 'Departure date', 'date', { ...required, formEditDisabled: 1, fieldOption: { minDate: 'today', showWhen: 'isLeave == 1' } }),
  field('arrivalDate', 'Arrival date', 'date', { ...required, formEditDisabled: 1, fieldOption: { minDate: 'today', showWhen: 'isLeave == 1' } }),
  field('leaveReason', 'Leave reason', 'textarea', { ...required, formEditDisabled: 1, span: 24 }),
  // form 29: everything is read-only once submitted except the tickets, which are required
  ...(worker
    ? [field('tickets', 'Tickets', 'upload', { ...required, span: 24, fieldOption: { uploadLimit: 9, alias: 'ticketIds' } })]
    : [field('files', 'Attachments', 'upload', { span: 24, formEditDisabled: 1 })]),
];

/** Leave's process forms: their requests are followed by leave.flow.ts (leave records, balances). */
export const leaveForms: SeedForm[] = [
  defineForm('leave', {
    name: 'Leave application',
    category: 1,
    fields: leaveFields(false),
    chain: [approver, directorApproval('leaveDays > 3')],
    requestPrefix: 'LV',
    description: 'Take annual, sick or other leave; the days are counted from your dates.',
  }),
  defineForm('cancelHoliday', {
    name: 'Cancel leave',
    category: 1,
    fields: [
      staffApplicant,
      field('leaveRecordId', 'Leave record', 'select', {
        ...required,
        fieldOption: { dicUrl: '/api/mcc-staff/leaverecord/page?leaveStatus=1&size=100', props: { label: 'label', value: 'id' } },
      }),
      reason,
    ],
    chain: [approver],
    requestPrefix: 'CL',
    description: 'Cancel an approved leave and get its days back.',
  }),
  defineForm('workerLeave', {
    name: 'Leave application (worker)',
    category: 2,
    fields: leaveFields(true),
    chain: [approver, directorApproval('leaveDays > 3')],
    requestPrefix: 'WLV',
    description: 'A worker takes leave; the days are counted from the dates.',
  }),
];
