import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.js';
import openLoginRoutes from './auth/open-login.routes.js';
import postRoutes from './system/post.routes.js';
import resourceRoutes from './resource/resource.routes.js';
import dictRoutes from './system/dict.routes.js';
import deptRoutes from './system/dept.routes.js';
import paramRoutes from './system/param.routes.js';
import clientRoutes from './system/client.routes.js';
import feedbackRoutes from './system/feedback.routes.js';
import appVersionRoutes from './system/app-version.routes.js';
import auditLogRoutes from './system/audit-log.routes.js';
import userRoutes from './system/user.routes.js';
import roleRoutes from './system/role.routes.js';
import menuRoutes from './system/menu.routes.js';
import scopeRoutes from './system/scope.routes.js';
import outboxRoutes from './system/outbox.routes.js';
import formRoutes from './form/form.routes.js';
import flowRoutes from './flow/flow.routes.js';
import lookupRoutes from './base/lookups.routes.js';
import projectRoutes from './base/project.routes.js';
import staffRoutes from './staff/staff.routes.js';
import staffRecordRoutes from './staff/staff-records.routes.js';
import workerRoutes from './worker/worker.routes.js';
import teamRoutes from './worker/team.routes.js';
import housingRoutes from './housing/housing.routes.js';
import factoryRoutes from './housing/factory.routes.js';
import resumeRoutes from './recruit/resume.routes.js';
import interviewRoutes from './recruit/interview.routes.js';
import candidateRoutes from './recruit/candidate.routes.js';
import attendanceRoutes from './attendance/attendance.routes.js';
import settlementRoutes from './settlement/settlement.routes.js';
import probationRoutes from './probation/probation.routes.js';
import benefitRoutes from './benefit/benefit.routes.js';
import './demo/demo-organisation.js';
import './demo/demo-people.js';
import './demo/demo-housing.js';
import vacationRoutes from './leave/vacation.routes.js';
import leaveRoutes from './leave/leave.routes.js';
import './demo/demo-leave.js';
import './demo/demo-benefit.js';

/** Every module's routes, registered in this order by buildApp. Add new modules here, one per line. */
export const modules: FastifyPluginAsync[] = [
  authRoutes,
  postRoutes,
  resourceRoutes,
  dictRoutes,
  deptRoutes,
  paramRoutes,
  clientRoutes,
  feedbackRoutes,
  appVersionRoutes,
  auditLogRoutes,
  userRoutes,
  roleRoutes,
  menuRoutes,
  scopeRoutes,
  openLoginRoutes,
  outboxRoutes,
  formRoutes,
  flowRoutes,
  lookupRoutes,
  projectRoutes,
  staffRoutes,
  staffRecordRoutes,
  workerRoutes,
  teamRoutes,
  housingRoutes,
  factoryRoutes,
  vacationRoutes,
  leaveRoutes,
  resumeRoutes,
  interviewRoutes,
  candidateRoutes,
  attendanceRoutes,
  settlementRoutes,
  probationRoutes,
  benefitRoutes,
];
