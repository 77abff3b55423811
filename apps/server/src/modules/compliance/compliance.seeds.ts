import type { SeedRun } from '../module.js';
import { seedMissingParams } from '../system/param.seeds.js';
import { COMPLIANCE_PARAMS as P } from './compliance.queries.js';

/** The compliance parameters (System > Parameters), inserted where missing. */
export const seedComplianceParams: SeedRun = (db) =>
  seedMissingParams(db, [
    {
      paramName: 'Permit and passport reminders (days before expiry)',
      paramKey: P.reminderDays.key,
      paramValue: P.reminderDays.fallback,
      remark: 'Comma list; 0 = the day it expires. Reminders go to HR and the team supervisor once per document, threshold and expiry date',
    },
    {
      paramName: 'Refuse moves of workers with an expired work permit',
      paramKey: P.refuseExpired.key,
      paramValue: P.refuseExpired.fallback,
      remark: '1 refuses dormitory moves and project transfers of such a worker; 0 only warns',
    },
    {
      paramName: 'HR mailbox for permit reminders',
      paramKey: P.hrMailbox.key,
      paramValue: P.hrMailbox.fallback,
      remark: 'An e-mail address receiving the reminders besides the users with the hr role (empty = those users only)',
    },
  ]);
