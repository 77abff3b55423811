import type { AppModule } from './module.js';
import { authModule } from './auth/auth.module.js';
import { systemModule } from './system/system.module.js';
import { resourceModule } from './resource/resource.module.js';
import { formModule } from './form/form.module.js';
import { flowModule } from './flow/flow.module.js';
import { baseModule } from './base/base.module.js';
import { staffModule } from './staff/staff.module.js';
import { workerModule } from './worker/worker.module.js';
import { housingModule } from './housing/housing.module.js';
import { attendanceModule } from './attendance/attendance.module.js';
import { leaveModule } from './leave/leave.module.js';
import { recruitModule } from './recruit/recruit.module.js';
import { settlementModule } from './settlement/settlement.module.js';
import { probationModule } from './probation/probation.module.js';
import { benefitModule } from './benefit/benefit.module.js';
import { documentsModule } from './documents/documents.module.js';
import { complianceModule } from './compliance/compliance.module.js';
import { webhookModule } from './webhook/webhook.module.js';
import { calendarModule } from './calendar/calendar.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { deskModule } from './desk/desk.module.js';
import { demoModule } from './demo/demo.module.js';

/**
 * The product's modules in install order: their seeds run in this order at boot (system dictionaries
 * and parameters, forms, then the forms' default chains, reference data, and the demo company last).
 */
export const modules: readonly AppModule[] = [
  authModule,
  systemModule,
  resourceModule,
  formModule,
  flowModule,
  baseModule,
  staffModule,
  workerModule,
  housingModule,
  attendanceModule,
  leaveModule,
  recruitModule,
  settlementModule,
  probationModule,
  benefitModule,
  documentsModule,
  complianceModule,
  webhookModule,
  calendarModule,
  dashboardModule,
  deskModule,
  demoModule,
];
