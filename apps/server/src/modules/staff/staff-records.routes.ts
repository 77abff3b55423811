import type { FastifyInstance } from 'fastify';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.js';
import { z } from 'zod';
import { defineResource, filters, liveRows, type Filter } from '../../platform/crud.js';
import { defineRoute, zId } from '../../platform/http/route.js';
import { pageOf } from '../../platform/http/paging.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { permits } from '../../platform/auth/permissions.js';
import { formatDateTime } from '../../platform/util.js';
import {
  staff,
  staffCardSetting,
  staffCert,
  staffContact,
  staffEdu,
  staffEmployment,
  staffExpensePercentage,
  staffFamily,
  staffProject,
  staffPropertyProject,
  staffUpdateLog,
} from './staff.tables.js';
import { staffFieldRules, staffResource } from './staff.routes.js';
import { SENSITIVE_FIELDS, SENSITIVE_PERMISSION, maskRows } from './staff.service.js';

type Row = Record<string, unknown>;
const base = '/api/mcc-staff';
/** Sub-records are part of the staff file: reading needs staff_view, writing staff_edit. */
const permissions = { view: 'staff_view', add: 'staff_edit', edit: 'staff_edit', delete: 'staff_edit' };
const subRoutes = { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' } as const;

/** Fields a staff may propose for their own record (staffUpdate); HR adopts or fails the request. */
export const selfEditable = {
  enName: staffFieldRules.enName.optional(),
  cnName: z.string().trim().max(100).optional(),
  mobileCode: staffFieldRules.mobileCode,
  mobile: staffFieldRules.mobile,
  email: staffFieldRules.email,
  address: z.string().trim().max(300).optional(),
  maritalStatus: z.string().trim().max(20).optional(),
  religion: z.string().trim().max(50).optional(),
  passportNumber: z.string().trim().max(30).optional(),
  passportExpiryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional(),
  bankName: z.string().trim().max(100).optional(),
  bankAccountName: z.string().trim().max(100).optional(),
  bankAccountNo: z.string().trim().max(50).optional(),
};

/** Sub-records are visible only where their staff is (tenant, soft delete, the staff data scope). */
const ofVisibleStaff = (column: AnyColumn) => (auth: AuthContext) => sql`${column} in (select ${staff.id} from ${staff} where ${staffResource.scope(auth)})`;

export default async function staffRecordRoutes(app: FastifyInstance): Promise<void> {
  // every sub-record names its staff; the staff must exist and be visible to the caller
  const checkStaff = async (tx: Parameters<typeof staffResource.getById>[0], ctx: { auth: Parameters<typeof staffResource.getById>[1] }, values: Row, existing: Row | null) => {
    const id = (values.staffId ?? existing?.staffId) as string | undefined;
    if (!id) throw badRequest('staffId: is required');
    await staffResource.getById(tx, ctx.auth, id);
  };
  const sets = [
    ['infofamily', 'staff_family', staffFamily],
    ['employment', 'staff_employment', staffEmployment],
    ['infocert', 'staff_cert', staffCert],
    ['infocontact', 'staff_contact', staffContact],
    ['project', 'staff_project', staffProject],
    ['propertyproject', 'staff_property_project', staffPropertyProject],
    ['infoedu', 'staff_edu', staffEdu],
  ] as const;
  for (const [path, name, table] of sets) {
    defineResource(app, {
      name,
      prefix: `${base}/${path}`,
      table,
      permissions,
      routes: subRoutes,
      filters: { staffId: filters.id(table.staffId) },
      scopeWhere: ofVisibleStaff(table.staffId),
      hooks: { beforeWrite: checkStaff },
    });
  }

  // ---- update requests: staff propose (staff/staffUpdate), HR adopts or fails ----
  const nameOrNoOfStaff: Filter = {
    schema: z.string().max(100).optional(),
    where: (v: string | undefined) =>
      v ? sql`${staffUpdateLog.staffId} in (select s.id from staff_info s where s.en_name ilike ${`%${v}%`} or s.staff_no ilike ${`%${v}%`})` : undefined,
  };
  const logs = defineResource(app, {
    name: 'staff_update_log',
    prefix: `${base}/updatelog`,
    table: staffUpdateLog,
    permissions,
    routes: subRoutes,
    omitInput: ['auditStatus', 'auditUser', 'auditTime'],
    inputExtend: { changes: z.string().max(20_000).refine(isChangeSet, 'must be a JSON object of staff fields and proposed values') },
    filters: { staffId: filters.id(staffUpdateLog.staffId), auditStatus: filters.int(staffUpdateLog.auditStatus), nameOrNo: nameOrNoOfStaff },
    scopeWhere: ofVisibleStaff(staffUpdateLog.staffId),
    hooks: { beforeWrite: checkStaff },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/staff/staffUpdate`,
    permission: 'authenticated',
    summary: 'A staff proposes changes to their own record; they apply when HR adopts the request (updatelog/adoptUpdate)',
    tags: ['staff'],
    input: z.object(selfEditable).refine((v) => Object.values(v).some((x) => x !== undefined), 'send at least one field to change'),
    output: logs.record,
    handler: async (v, ctx) => {
      if (!ctx.auth.staffId) throw forbidden('Your account is not linked to a staff record');
      const changes = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
      return logs.save(ctx, { staffId: ctx.auth.staffId, changes: JSON.stringify(changes) });
    },
  });
  const mapOf = async (db: Parameters<typeof logs.getById>[0], ctx: { auth: Parameters<typeof logs.getById>[1] }, id: string) => {
    const log = await logs.getById(db, ctx.auth, id);
    const current = await staffResource.getById(db, ctx.auth, log.staffId as string);
    const changes = JSON.parse(log.changes as string) as Row;
    const [shown] = maskRows(ctx.auth as never, [current]);
    const masked = maskRows(ctx.auth as never, [changes])[0];
    return {
      log,
      staff: current,
      map: Object.keys(changes).map((field) => ({ field, oldValue: (shown[field] ?? null) as unknown, newValue: (masked[field] ?? null) as unknown })),
    };
  };
  const mapEntry = z.object({ field: z.string(), oldValue: z.unknown(), newValue: z.unknown() });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/updatelog/updateLogMap`,
    permission: 'staff_view',
    summary: 'The fields of an update request: field, current value, proposed value',
    tags: ['staff_update_log'],
    input: z.object({ id: zId }),
    output: z.array(mapEntry),
    handler: async ({ id }, ctx) => (await mapOf(ctx.db, ctx, id)).map,
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/updatelog/search`,
    permission: 'staff_view',
    summary: 'Page of update requests (auditStatus 0 pending, 1 adopted, 2 failed; nameOrNo of the staff)',
    tags: ['staff_update_log'],
    input: logs.listInput,
    output: pageOf(logs.record),
    handler: (q, ctx) => logs.page(ctx.db, ctx, q as never),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/updatelog/searchDetail`,
    permission: 'staff_view',
    summary: 'One update request with its staff and the field map',
    tags: ['staff_update_log'],
    input: z.object({ id: zId }),
    output: z.object({ log: logs.record, staff: z.object({ id: z.string(), enName: z.string(), staffNo: z.string() }), map: z.array(mapEntry) }),
    handler: async ({ id }, ctx) => (await mapOf(ctx.db, ctx, id)) as never,
  });
  const decide = async (ctx: Parameters<typeof logs.save>[0], id: string, adopt: boolean, reason?: string) =>
    ctx.db.transaction(async (tx) => {
      const log = await logs.getById(tx, ctx.auth, id);
      if (log.auditStatus !== 0) throw conflict('auditStatus: this request was already decided');
      if (adopt) {
        const changes = JSON.parse(log.changes as string) as Row;
        if (Object.keys(changes).some((k) => (SENSITIVE_FIELDS as readonly string[]).includes(k)) && !permits(ctx.auth, SENSITIVE_PERMISSION)) {
          throw forbidden('This request changes NRIC, passport, bank or salary fields: adopting it needs staff_sensitive');
        }
        await staffResource.save({ ...ctx, db: tx }, { ...changes, id: log.staffId });
      }
      const [row] = await tx
        .update(staffUpdateLog)
        .set({ auditStatus: adopt ? 1 : 2, auditUser: ctx.auth.userId, auditTime: formatDateTime(new Date()), reason: reason ?? null, version: sql`${staffUpdateLog.version} + 1` })
        .where(eq(staffUpdateLog.id, id))
        .returning();
      await audit(tx, ctx.auth, ctx.req, { action: adopt ? 'adopt' : 'fail', resource: 'staff_update_log', recordId: id });
      return row as Row;
    });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/updatelog/adoptUpdate`,
    permission: 'staff_update_audit',
    summary: 'Adopts an update request: its changes are applied to the staff record in the same transaction',
    tags: ['staff_update_log'],
    input: z.object({ id: zId }),
    output: logs.record,
    handler: ({ id }, ctx) => decide(ctx, id, true),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/updatelog/failUpdate`,
    permission: 'staff_update_audit',
    summary: 'Refuses an update request (the staff record is unchanged)',
    tags: ['staff_update_log'],
    input: z.object({ id: zId, reason: z.string().trim().max(500).optional() }),
    output: logs.record,
    handler: ({ id, reason }, ctx) => decide(ctx, id, false, reason),
  });

  // ---- expense percentages: the split of a staff's cost (type 1 project, 2 department) ----
  defineResource(app, {
    name: 'staff_expense_percentage',
    prefix: `${base}/staffExpensePercentage`,
    table: staffExpensePercentage,
    permissions,
    routes: { page: 'page', list: 'list', detail: false, save: 'save', update: 'update', submit: false, remove: false },
    inputExtend: { type: z.coerce.number().int().min(1).max(2), percentage: z.coerce.number().gt(0, 'must be more than 0').max(100, 'must be at most 100').transform(String) },
    filters: { staffId: filters.id(staffExpensePercentage.staffId), type: filters.int(staffExpensePercentage.type) },
    scopeWhere: ofVisibleStaff(staffExpensePercentage.staffId),
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        await checkStaff(tx, ctx, values, existing);
        const merged = { ...(existing ?? {}), ...values };
        const [{ total }] = await tx
          .select({ total: sql<string>`coalesce(sum(${staffExpensePercentage.percentage}), 0)` })
          .from(staffExpensePercentage)
          .where(
            and(
              liveRows(staffExpensePercentage, ctx.auth),
              eq(staffExpensePercentage.staffId, merged.staffId as string),
              eq(staffExpensePercentage.type, Number(merged.type ?? 1)),
              existing ? sql`${staffExpensePercentage.id} <> ${existing.id as string}` : undefined,
            ),
          );
        if (Number(total) + Number(merged.percentage) > 100) throw badRequest(`percentage: the percentages of this staff would add up to ${Number(total) + Number(merged.percentage)}, more than 100`);
      },
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/staffExpensePercentage/remove`,
    permission: 'staff_edit',
    summary: 'Removes the expense percentages of a staff (id = staff id) of one type (1 project, 2 department)',
    tags: ['staff_expense_percentage'],
    input: z.object({ id: zId, type: z.coerce.number().int().min(1).max(2) }),
    output: z.number(),
    handler: async ({ id, type }, ctx) =>
      ctx.db.transaction(async (tx) => {
        await staffResource.getById(tx, ctx.auth, id);
        const rows = await tx
          .update(staffExpensePercentage)
          .set({ isDeleted: 1, updateUser: ctx.auth.userId })
          .where(and(liveRows(staffExpensePercentage, ctx.auth), eq(staffExpensePercentage.staffId, id), eq(staffExpensePercentage.type, type)))
          .returning({ id: staffExpensePercentage.id });
        if (rows.length === 0) throw notFound('staff_expense_percentage');
        await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: 'staff_expense_percentage', recordId: rows.map((r) => r.id) });
        return rows.length;
      }),
  });

  defineResource(app, {
    name: 'staff_card_setting',
    prefix: `${base}/cardsetting`,
    table: staffCardSetting,
    permissions,
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
    filters: { staffId: filters.id(staffCardSetting.staffId), templateId: filters.id(staffCardSetting.templateId) },
    scopeWhere: ofVisibleStaff(staffCardSetting.staffId),
    hooks: { beforeWrite: checkStaff },
  });
}

function isChangeSet(v: string): boolean {
  try {
    const o = JSON.parse(v) as unknown;
    return typeof o === 'object' && o !== null && !Array.isArray(o) && Object.keys(o).every((k) => k in selfEditable);
  } catch {
    return false;
  }
}
