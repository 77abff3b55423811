import { z } from 'zod';
import { LeavePermissions } from '@hr/contracts';
import { route, zId, zOptionalId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { crudRoutes } from '../../platform/crud-routes.js';
import { optionalInt, ruleValueRecord, tierSchema, vacationRules } from './vacation.queries.js';
import { initializeTenantTypes, removeRules, ruleOfType, setRule, typesForForm, typeWithRule, vacationTypes } from './vacation.service.js';

const tags = ['leave'];
const BASE = '/api/mcc-base';
const P = LeavePermissions;

const listRecord: z.ZodObject = vacationTypes.record.pick({
  id: true,
  name: true,
  type: true,
  day: true,
  minDay: true,
  maxDay: true,
  haveSalary: true,
  userType: true,
  leaveType: true,
  adjust: true,
});
const ruleAnswer = z.object({
  rule: z.object({ id: z.string(), vacationInfoId: z.string(), basis: z.string(), name: z.string().nullable() }).nullable(),
  values: z.array(ruleValueRecord),
});

/** Leave types (`/api/mcc-base/baseVacationInfo`) and entitlement rules (`basevacationrule`, `basevacationrulevalue`). */
export const vacationRoutes = [
  ...crudRoutes(vacationTypes, {
    prefix: `${BASE}/baseVacationInfo`,
    permissions: P.types,
    routes: { page: 'page', list: false, detail: 'detail', submit: 'vacationSave', remove: 'vacationRemove' },
  }),
  route({
    method: 'GET',
    url: `${BASE}/baseVacationInfo/list`,
    permission: 'authenticated',
    summary:
      'Leave types the leave forms offer: for a staff (staffId) or worker (workerId) those they may take; ' +
      'otherwise by the caller (workers see worker types; staff on probation only leaveType 1); userType picks a side',
    tags,
    input: z.object({ userType: optionalInt(1, 2), staffId: zOptionalId, workerId: zOptionalId }),
    output: z.array(listRecord),
    handler: (q, ctx) => typesForForm(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${BASE}/baseVacationInfo/vacationDetail`,
    permission: 'authenticated',
    summary: 'One leave type with its entitlement rule tiers (id)',
    tags,
    input: z.object({ id: zId }),
    output: vacationTypes.record.extend(ruleAnswer.shape),
    handler: ({ id }, ctx) => typeWithRule(ctx, id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/baseVacationInfo/initialize`,
    permission: P.types.add,
    summary: "Adds the default Singapore leave types (and the annual-leave service tiers) the caller's tenant lacks; answers how many were added",
    tags,
    output: z.number(),
    handler: (_q, ctx) => initializeTenantTypes(ctx),
  }),
  ...crudRoutes(vacationRules, {
    prefix: `${BASE}/basevacationrule`,
    permissions: P.rules,
    routes: { page: 'page', list: false, detail: 'detail', submit: false, remove: false },
  }),
  route({
    method: 'GET',
    url: `${BASE}/basevacationrule/ruleList`,
    permission: P.rules.view,
    summary: 'Every entitlement rule with its tiers and leave type name',
    tags,
    input: z.object({ vacationInfoId: zOptionalId }),
    output: z.array(vacationRules.record),
    handler: (q, ctx) => vacationRules.all(ctx.db, ctx, { vacationInfoId: q.vacationInfoId }),
  }),
  route({
    method: 'GET',
    url: `${BASE}/basevacationrulevalue/getVacationRule`,
    permission: [P.rules.view, P.types.view],
    summary: 'The rule of one leave type and its tiers (vacationInfoId); rule null when the type has none',
    tags,
    input: z.object({ vacationInfoId: zId }),
    output: ruleAnswer,
    handler: ({ vacationInfoId }, ctx) => ruleOfType(ctx, vacationInfoId),
  }),
  route({
    method: 'POST',
    url: `${BASE}/basevacationrulevalue/saveOrUpdateList`,
    permission: P.rules.edit,
    summary: 'Sets the rule of a leave type: basis (service | age) and its tiers (replacing the previous tiers)',
    tags,
    input: z.object({
      vacationInfoId: zId,
      basis: z.enum(['service', 'age']).default('service'),
      name: z.string().trim().max(100).optional(),
      values: z.array(tierSchema).min(1).max(50),
    }),
    output: ruleAnswer,
    handler: (q, ctx) => setRule(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${BASE}/basevacationrulevalue/removeRule`,
    permission: P.rules.delete,
    summary: 'Removes rules (ids) with their tiers: the types go back to their fixed days',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: ({ ids }, ctx) => removeRules(ctx, ids),
  }),
];
