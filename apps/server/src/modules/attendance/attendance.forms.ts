import { APPLICANT, approver, choices, defineForm, field, reason, required, staffApplicant, type SeedForm } from '../form/form-define.js';

/** Attendance's process forms: a missed clock-in (10), overtime (36) and manual attendance (44), followed by attendance.flow.ts. */
export const attendanceForms: SeedForm[] = [
  defineForm('muddleheaded', {
    name: 'Missed clock-in',
    category: 1,
    fields: [
      staffApplicant,
      field('attendanceDate', 'Date', 'date', required),
      field('clockType', 'Missed', 'radio', { ...required, fieldOption: choices([1, 'Clock-in'], [2, 'Clock-out'], [3, 'Both']) }),
      field('clockInTime', 'Clock-in time', 'time', { fieldOption: { hideWhen: 'clockType == 2' } }),
      field('clockOutTime', 'Clock-out time', 'time', { fieldOption: { hideWhen: 'clockType == 1' } }),
      reason,
    ],
    chain: [approver],
    requestPrefix: 'MC',
    description: 'Record a clock-in or clock-out you missed.',
  }),
  defineForm('overtime', {
    name: 'Overtime application',
    category: 5,
    fields: [
      staffApplicant,
      field('ot', 'Overtime', 'table', {
        ...required,
        span: 24,
        fieldOption: {
          minRows: 1,
          maxRows: 31,
          columns: [
            { fieldName: 'startTime', fieldLabel: 'Start time', fieldType: 'datetime', required: 1 },
            { fieldName: 'endTime', fieldLabel: 'End time', fieldType: 'datetime', required: 1 },
          ],
        },
      }),
      reason,
    ],
    chain: [approver],
    requestPrefix: 'OT',
    description: 'Claim overtime hours you worked.',
  }),
  defineForm('manualAttendance', {
    name: 'Manual attendance',
    category: 5,
    fields: [
      field('staffName', 'Staff name', 'input', { ...required, formEditDisabled: 1 }),
      // HR files for a site worker; left empty the days are the initiator's own
      field('workerId', 'Worker', 'worker', { formEditDisabled: 1, fieldOption: APPLICANT }),
      field('manualDates', 'Manual dates', 'table', {
        ...required,
        span: 24,
        fieldOption: {
          minRows: 1,
          maxRows: 31,
          columns: [
            { fieldName: 'attendanceDate', fieldLabel: 'Date', fieldType: 'date', required: 1 },
            { fieldName: 'clockInTimeManual', fieldLabel: 'Clock-in time', fieldType: 'time', required: 1 },
            { fieldName: 'clockOutTimeManual', fieldLabel: 'Clock-out time', fieldType: 'time', required: 1 },
            { fieldName: 'remark', fieldLabel: 'Remark', fieldType: 'input', required: 0 },
          ],
        },
      }),
    ],
    chain: [approver],
    requestPrefix: 'MA',
    description: 'Correct attendance by entering the times you worked.',
  }),
];
