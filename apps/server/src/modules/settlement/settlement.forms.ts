import { defineForm, field, remark, required, subjectWorker, type SeedForm } from '../form/form-define.js';

/** Settlement's process form: a leaving worker's salary settlement (37), followed by settlement.flow.ts. */
export const settlementForms: SeedForm[] = [
  defineForm('salarySettlement', {
    name: 'Salary settlement',
    category: 4,
    fields: [
      subjectWorker,
      field('resignDate', 'Last working day', 'date', required),
      field('totalHours', 'Total hours', 'number', { fieldOption: { min: 0 } }),
      field('totalOt', 'Overtime hours', 'number', { fieldOption: { min: 0 } }),
      field('totalAttendanceDays', 'Attendance days', 'number', { fieldOption: { min: 0 } }),
      field('grossWages', 'Gross wages', 'number'),
      field('nettSalary', 'Nett salary', 'number'),
      remark,
    ],
    chain: [{ id: 'director', name: 'Director approval', assignee: 'role:director|role:administrator' }],
    requestPrefix: 'SS',
    description: "Settle a leaving worker's final salary.",
    hrStarted: true,
  }),
];
