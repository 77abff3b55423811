/**
 * The vocabulary the server and the web app share: one definition for both sides. Besides types, the pure
 * rules both sides compute: settlement money (`money.ts`), the condition language of form rules and gateways
 * (`conditions.ts`) and the field types of process forms (`fields.ts`); permission codes (`permissions.ts`
 * and each area's file) and status values with their labels.
 */

/** The BladeX result envelope of every API answer except the token call. `success` is `code === 200`. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** A page of records: `size` -1 asks for all rows. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export * from './money.js';
export * from './permissions.js';
export * from './conditions.js';
export * from './fields.js';
export * from './flow.js';
export * from './probation.js';
export * from './dashboard.js';
export * from './benefit.js';
export * from './people.js';
export * from './system.js';
export * from './resource.js';
export * from './auth.js';
export * from './housing.js';
export * from './compliance.js';
export * from './recruit.js';
export * from './leave.js';
export * from './dates.js';
export * from './attendance.js';
export * from './settlement.js';

export * from './feeds.js';
export * from './leave-days.js';
export * from './zoned-dates.js';
export * from './forms.js';
export * from './languages.js';
