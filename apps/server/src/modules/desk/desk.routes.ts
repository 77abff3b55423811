import { route } from '../../platform/http/route.js';
import { leaveCheck, selfService, startForms } from './desk.service.js';
import { leaveCheckInput, leaveCheckOutput, selfServiceOutput, startFormsOutput } from './desk.schema.js';

const BASE = '/api/blade-desk';
const tags = ['self-service'];

/** Employee self-service: the home page's panels, the forms one may start, the leave form's check. */
export const deskRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/selfService`,
    permission: 'authenticated',
    summary:
      "The caller's home: leave balances valid today per type (entitled, used, pending in running requests, remaining), approved and " +
      'pending leave and the public holidays of their holiday scheme in the next 60 days, and their running requests with the current ' +
      'step and approvers',
    tags,
    output: selfServiceOutput,
    handler: (_q, ctx) => selfService(ctx),
  }),
  route({
    method: 'GET',
    url: `${BASE}/startForms`,
    permission: 'authenticated',
    summary: 'The forms the caller may start (their "who may start" roles are empty or include one of the caller\'s), by category, with one-line descriptions',
    tags,
    output: startFormsOutput,
    handler: (_q, ctx) => startForms(ctx),
  }),
  route({
    method: 'GET',
    url: `${BASE}/leaveCheck`,
    permission: 'authenticated',
    summary:
      "Before a leave request is submitted: the days the dates cover (rest days and the holiday scheme's days off excluded, half days), " +
      'the holidays in them, the balance of the type on the start date (null when the type keeps none) and whether the dates overlap ' +
      "other leave. The caller's own leave; another person's with the grant to file for others",
    tags,
    input: leaveCheckInput,
    output: leaveCheckOutput,
    handler: (q, ctx) => leaveCheck(ctx, q),
  }),
];
