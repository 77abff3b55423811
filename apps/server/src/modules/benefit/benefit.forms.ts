import {
  approver,
  choices,
  defineForm,
  directorApproval,
  field,
  financeApproval,
  reason,
  required,
  staffApplicant,
  type SeedForm,
} from '../form/form-define.js';

/** Benefit's process form: reimbursements (12), claims against a staff member's yearly benefit (benefit.flow.ts). */
export const benefitForms: SeedForm[] = [
  defineForm('reimbursement', {
    name: 'Reimbursement',
    category: 1,
    fields: [
      staffApplicant,
      field('expenseType', 'Expense type', 'select', {
        ...required,
        fieldOption: choices(['travel', 'Travel'], ['meal', 'Meal'], ['transport', 'Transport'], ['other', 'Other']),
      }),
      field('amount', 'Amount', 'number', { ...required, fieldOption: { min: 0.01, max: 1_000_000, precision: 2 } }),
      field('expenseDate', 'Expense date', 'date', required),
      // a claim against the staff's yearly benefit: the amount may not exceed what remains
      field('benefitId', 'Benefit', 'select', {
        formEditDisabled: 1,
        fieldOption: { dicUrl: '/api/mcc-staff/staffBenefit/benefitList', props: { label: 'benefitName', value: 'benefitId' } },
      }),
      reason,
      field('receipts', 'Receipts', 'upload', { ...required, span: 24 }),
    ],
    chain: [approver, directorApproval('amount > 1000'), financeApproval],
    requestPrefix: 'RB',
    description: 'Claim back money you spent for work, with receipts.',
  }),
];
