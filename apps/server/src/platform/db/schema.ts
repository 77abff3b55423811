// Every table of the product, for drizzle's relational queries and drizzle-kit. Modules add theirs here.
export * from './platform.tables.js';
export * from '../../modules/system/system.tables.js';
export * from '../../modules/form/form.tables.js';
export * from '../../modules/flow/flow.tables.js';
export * from '../../modules/base/base.tables.js';
export * from '../../modules/staff/staff.tables.js';
export * from '../../modules/worker/worker.tables.js';
export * from '../../modules/housing/housing.tables.js';
export * from '../../modules/leave/leave.tables.js';
export * from '../../modules/recruit/recruit.tables.js';
export * from '../../modules/attendance/attendance.tables.js';
export * from '../../modules/settlement/settlement.tables.js';
export * from '../../modules/probation/probation.tables.js';
export * from '../../modules/benefit/benefit.tables.js';
