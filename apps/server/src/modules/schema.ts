// Every table of the product, for drizzle-kit (migrations) and the migrations test. Modules add theirs here. It lives
// beside the module list, not in the platform: the platform imports no module (the database handle has no schema).
export * from '../platform/db/platform.tables.js';
export * from './system/system.tables.js'; // with the platform's identity tables (platform/auth/identity.tables.ts)
export * from './resource/resource.tables.js';
export * from './form/form.tables.js';
export * from './flow/flow.tables.js';
export * from './base/base.tables.js';
export * from './staff/staff.tables.js';
export * from './worker/worker.tables.js';
export * from './housing/housing.tables.js';
export * from './leave/leave.tables.js';
export * from './recruit/recruit.tables.js';
export * from './attendance/attendance.tables.js';
export * from './settlement/settlement.tables.js';
export * from './probation/probation.tables.js';
export * from './benefit/benefit.tables.js';
export * from './documents/signing.tables.js';
export * from './compliance/compliance.tables.js';
export * from './webhook/webhook.tables.js';
export * from './calendar/calendar.tables.js';
export * from './auth/oidc.tables.js';
