import { z } from 'zod';
import { BENEFIT_TYPE_PERMISSIONS as TYPE, STAFF_BENEFIT_PERMISSIONS as STAFF } from '@hr/contracts';
import { route, zId, zOptionalId } from '../../platform/http/route.js';
import { idList, pageOf } from '../../platform/http/paging.js';
import { crudRoutes } from '../../platform/crud-routes.js';
import { streamExcel } from '../../platform/excel.js';
import * as benefit from './benefit.service.js';
import { benefitTypes, staffBenefitDetail, staffBenefitPage, staffBenefitRows, staffLevelPage } from './benefit.queries.js';
import {
  balanceSchema,
  benefitTypeExportColumns,
  levelCode,
  levelsInput,
  staffBenefitDetailSchema,
  staffBenefitExportColumns,
  staffBenefitInput,
  staffBenefitSchema,
  staffLevelInput,
  staffLevelSchema,
  yearInput,
} from './benefit.schema.js';

const tags = ['benefit'];
const TYPES = '/api/mcc-staff/baseinfobenefit';
const STAFF_BENEFIT = '/api/mcc-staff/staffBenefit';

/** Benefit types with their amounts per level (/baseinfobenefit). */
const typeRoutes = [
  ...crudRoutes(benefitTypes, {
    prefix: TYPES,
    permissions: TYPE,
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: 'submit', remove: 'remove' },
  }),
  route({
    method: 'POST',
    url: `${TYPES}/updateList`,
    permission: TYPE.edit,
    summary: "Replaces a benefit's yearly amounts per staff level (benefitId, levels: [{level, amount}])",
    tags,
    input: z.object({ benefitId: zId, levels: levelsInput }),
    output: benefitTypes.record,
    handler: (v, ctx) => benefit.updateLevels(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${TYPES}/benefitUpdate`,
    permission: TYPE.edit,
    summary: 'Enables (status 1) or disables (status 0) benefit types (ids); disabled benefits cannot be claimed',
    tags,
    input: z.object({ ids: idList, status: z.coerce.number().int().min(0).max(1) }),
    output: z.number(),
    handler: ({ ids, status }, ctx) => benefit.setBenefitStatus(ctx, ids, status),
  }),
  route({
    method: 'GET',
    url: `${TYPES}/export`,
    permission: TYPE.export,
    summary: 'Excel export of benefit types with their amounts per level',
    tags,
    input: benefitTypes.listInput,
    download: 'xlsx',
    handler: (q, ctx) =>
      streamExcel(ctx.reply, { fileName: 'benefits.xlsx', sheetName: 'Benefits', columns: benefitTypeExportColumns, rows: benefitTypes.exportRows(ctx, q) }),
  }),
];

/** Each staff's level, balances and claims. */
const staffRoutes = [
  route({
    method: 'GET',
    url: '/api/mcc-staff/staffBenefitLevel/getAll',
    permission: STAFF.view,
    summary: 'Employed staff with their benefit level (size -1 = all); filters nameOrNo, deptId, level',
    tags,
    input: staffLevelInput.extend({ size: z.coerce.number().int().min(-1).max(10_000).default(-1) }),
    output: pageOf(staffLevelSchema),
    handler: (q, ctx) => staffLevelPage(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-staff/staffBenefitLevel/save',
    permission: STAFF.edit,
    summary: 'Sets the benefit level of staff (staffIds=1,2,3; an empty level clears it)',
    tags,
    input: z.object({
      staffIds: idList,
      level: z
        .union([levelCode, z.literal('')])
        .nullable()
        .optional(),
    }),
    output: z.number(),
    handler: ({ staffIds, level }, ctx) => benefit.setStaffLevel(ctx, staffIds, level),
  }),
  route({
    method: 'GET',
    url: `${STAFF_BENEFIT}/benefitList`,
    permission: 'authenticated',
    summary: "A staff's benefits of a year with entitled, used, pending and remaining amounts: the caller's own, or staffId with staffBenefit_view",
    tags,
    input: z.object({ staffId: zOptionalId, year: yearInput }),
    output: z.array(balanceSchema),
    handler: (q, ctx) => benefit.benefitList(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${STAFF_BENEFIT}/page`,
    permission: STAFF.view,
    summary: 'Employed staff with their benefit level and the totals and per-benefit balances of a year',
    tags,
    input: staffBenefitInput,
    output: pageOf(staffBenefitSchema),
    handler: (q, ctx) => staffBenefitPage(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${STAFF_BENEFIT}/detail`,
    permission: STAFF.view,
    summary: "A staff's balances and claims of a year (benefitId narrows the claims)",
    tags,
    input: z.object({ staffId: zId, benefitId: zOptionalId, year: yearInput }),
    output: staffBenefitDetailSchema,
    handler: (q, ctx) => staffBenefitDetail(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${STAFF_BENEFIT}/excel`,
    permission: STAFF.export,
    summary: 'Excel export: one row per staff and benefit with the year balances',
    tags,
    input: staffBenefitInput,
    download: 'xlsx',
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'staff-benefits.xlsx',
        sheetName: 'Staff benefits',
        columns: staffBenefitExportColumns,
        rows: staffBenefitRows(ctx.db, ctx.auth, q),
      }),
  }),
];

export const benefitRoutes = [...typeRoutes, ...staffRoutes];
