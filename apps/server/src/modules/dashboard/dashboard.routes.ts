import { z } from 'zod';
import { DASHBOARD_PERMISSIONS as D } from '@hr/contracts';
import { route } from '../../platform/http/route.js';
import { SUMMARY_GROUPS } from '../compliance/compliance.queries.js';
import * as s from './dashboard.schema.js';
import { directorDashboard, hrDashboard } from './dashboard.service.js';

const BASE = '/api/blade-dashboard';
const tags = ['dashboard'];

export const dashboardRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/hr`,
    permission: D.hr,
    summary:
      "HR's dashboard: headcount by department, project and nationality; permits and passports expired and due in 30/60/90 days by " +
      'project, team or dormitory; probations and renewals due; dormitory beds per building; approved leave this week; open approvals by ' +
      "age. One grouped query per statistic, each under the caller's data scopes",
    tags,
    input: z.object({ expiryGroup: z.enum(SUMMARY_GROUPS, { message: 'must be project, team or dormitory' }).default('project') }),
    output: s.hrDashboard,
    handler: ({ expiryGroup }, ctx) => hrDashboard(ctx, { expiryGroup }),
  }),
  route({
    method: 'GET',
    url: `${BASE}/director`,
    permission: D.director,
    summary:
      "Directors' and department leaders' dashboard: settlements sent for approval per project with totals; approval time per form and " +
      "step (median and 90th percentile, last 90 days); overdue open tasks per approver. Under the caller's data scopes",
    tags,
    input: z.object({}),
    output: s.directorDashboard,
    handler: (_q, ctx) => directorDashboard(ctx),
  }),
];
