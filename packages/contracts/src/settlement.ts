import { crud } from './permissions.js';

/** `settlementStatus` of a worker salary settlement; returned = its request was rejected, recalled or cancelled. */
export const SettlementStatus = { DRAFT: 0, SENT: 1, APPROVED: 2, RETURNED: 3 } as const;
export type SettlementStatus = (typeof SettlementStatus)[keyof typeof SettlementStatus];

/** Draft and returned settlements can change; sent and approved ones cannot (seed 001 section 4). */
export const isSettlementEditable = (status: number): boolean => status === SettlementStatus.DRAFT || status === SettlementStatus.RETURNED;

/** Menu and button codes of the salary settlement screens and calls. */
export const SettlementPermissions = {
  settlements: { ...crud('salary_settlement'), send: 'salary_settlement_send' },
  directorExamine: 'director_examine',
} as const;
