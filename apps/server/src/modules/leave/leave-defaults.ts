import type { vacationInfo } from './leave.tables.js';

type TypeSeed = Omit<typeof vacationInfo.$inferInsert, 'id' | 'tenantId'>;

/**
 * The default leave types of a Singapore company (Employment Act and the Child Development
 * Co-Savings Act as an HR department would configure them): staff (userType 1) and workers (2) each
 * get their own set. Days are per year; `maxDay` caps one request; `leaveType` 1 marks the types
 * probationary staff may take (sick, hospitalisation, compassionate, unpaid).
 */
const base: (Omit<TypeSeed, 'userType'> & { forWorkers?: boolean })[] = [
  { type: 'annual', name: 'Annual leave', day: 14, minDay: 0.5, maxDay: 14, haveSalary: 1, minService: 3, adjust: 1, leaveType: 0, sort: 1, forWorkers: true },
  {
    type: 'sick',
    name: 'Sick / outpatient leave',
    day: 14,
    minDay: 0.5,
    maxDay: 14,
    haveSalary: 1,
    minService: 3,
    adjust: 1,
    leaveType: 1,
    sort: 2,
    forWorkers: true,
  },
  {
    type: 'hospitalisation',
    name: 'Hospitalisation leave',
    day: 60,
    minDay: 1,
    maxDay: 60,
    haveSalary: 1,
    minService: 3,
    adjust: 1,
    leaveType: 1,
    sort: 3,
    forWorkers: true,
  },
  { type: 'childcare', name: 'Childcare leave', day: 6, minDay: 0.5, maxDay: 6, haveSalary: 1, minService: 3, maxAge: null, adjust: 1, leaveType: 0, sort: 4 },
  { type: 'maternity', name: 'Maternity leave', day: 112, minDay: 1, maxDay: 112, haveSalary: 1, sex: 2, minService: 3, adjust: 1, leaveType: 0, sort: 5 },
  { type: 'paternity', name: 'Paternity leave', day: 14, minDay: 1, maxDay: 14, haveSalary: 1, sex: 1, minService: 3, adjust: 1, leaveType: 0, sort: 6 },
  { type: 'marriage', name: 'Marriage leave', day: 3, minDay: 1, maxDay: 3, haveSalary: 1, adjust: 1, leaveType: 0, sort: 7 },
  { type: 'compassionate', name: 'Compassionate leave', day: 3, minDay: 1, maxDay: 3, haveSalary: 1, adjust: 1, leaveType: 1, sort: 8, forWorkers: true },
  { type: 'unpaid', name: 'Unpaid leave', day: 0, minDay: 0.5, maxDay: 30, haveSalary: 0, adjust: 0, leaveType: 1, sort: 9, forWorkers: true },
  { type: 'homeLeave', name: 'Home leave', day: 0, minDay: 7, maxDay: 60, haveSalary: 0, adjust: 0, leaveType: 0, sort: 10, forWorkers: true },
];

export const DEFAULT_VACATION_TYPES: TypeSeed[] = [
  ...base.filter((t) => t.type !== 'homeLeave').map(({ forWorkers: _, ...t }) => ({ ...t, userType: 1 })),
  ...base.filter((t) => t.forWorkers).map(({ forWorkers: _, ...t }) => ({ ...t, userType: 2 })),
];

/** Annual leave grows with service (Employment Act: 7 days in year 1, one more a year up to 14). */
export const DEFAULT_ANNUAL_TIERS = [
  { minValue: 0, maxValue: 1, day: 7 },
  { minValue: 1, maxValue: 2, day: 8 },
  { minValue: 2, maxValue: 3, day: 9 },
  { minValue: 3, maxValue: 4, day: 10 },
  { minValue: 4, maxValue: 5, day: 11 },
  { minValue: 5, maxValue: 6, day: 12 },
  { minValue: 6, maxValue: 7, day: 13 },
  { minValue: 7, maxValue: null, day: 14 },
];
