import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import {
  containsPattern,
  defineRepository,
  filters,
  liveRows,
  type BusinessTable,
  type Filter,
  type Repository,
  type RepositoryHooks,
} from '../../platform/repository.js';
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
import { isChangeSet } from './staff.schema.js';
import { maskRows } from './staff.rules.js';
import { staffs } from './staff.queries.js';

type Row = Record<string, unknown>;

/** Sub-records are visible only where their staff is (tenant, soft delete, the staff data scope). */
const ofVisibleStaff = (column: AnyColumn) => (auth: AuthContext) => sql`${column} in (select ${staff.id} from ${staff} where ${staffs.scope(auth)})`;

/** Every sub-record names its staff; the staff must exist and be visible to the caller. */
const checkStaff: RepositoryHooks['beforeWrite'] = async (tx, ctx, values, existing) => {
  const id = (values.staffId ?? existing?.staffId) as string | undefined;
  if (!id) throw badRequest('staffId: is required');
  await staffs.getById(tx, ctx.auth, id);
};

const subRecords = <T extends BusinessTable & { staffId: AnyColumn }>(name: string, table: T): Repository<BusinessTable> =>
  defineRepository<BusinessTable>({
    name,
    table,
    filters: { staffId: filters.id(table.staffId) },
    scopeWhere: ofVisibleStaff(table.staffId),
    hooks: { beforeWrite: checkStaff },
  });

/** The sub-record sets of the staff file, by the path of their calls (`/api/mcc-staff/<path>`). */
export const staffSubRecords = {
  infofamily: subRecords('staff_family', staffFamily),
  employment: subRecords('staff_employment', staffEmployment),
  infocert: subRecords('staff_cert', staffCert),
  infocontact: subRecords('staff_contact', staffContact),
  project: subRecords('staff_project', staffProject),
  propertyproject: subRecords('staff_property_project', staffPropertyProject),
  infoedu: subRecords('staff_edu', staffEdu),
};

const nameOrNoOfStaff: Filter = {
  schema: z.string().max(100).optional(),
  where: (v: string | undefined) =>
    v
      ? sql`${staffUpdateLog.staffId} in (select s.id from staff_info s where s.en_name ilike ${containsPattern(v)} or s.staff_no ilike ${containsPattern(v)})`
      : undefined,
};

/** Changes staff propose for their own record (auditStatus: STAFF_UPDATE_STATUS); HR adopts or fails them. */
export const updateRequests = defineRepository({
  name: 'staff_update_log',
  table: staffUpdateLog,
  omitInput: ['auditStatus', 'auditUser', 'auditTime'],
  inputExtend: { changes: z.string().max(20_000).refine(isChangeSet, 'must be a JSON object of staff fields and proposed values') },
  filters: { staffId: filters.id(staffUpdateLog.staffId), auditStatus: filters.int(staffUpdateLog.auditStatus), nameOrNo: nameOrNoOfStaff },
  scopeWhere: ofVisibleStaff(staffUpdateLog.staffId),
  hooks: { beforeWrite: checkStaff },
});

/** An update request with its staff and, per proposed field, the current and the proposed value (masked as the caller sees them). */
export async function updateRequestMap(db: Db, ctx: Pick<ServiceContext, 'auth'>, id: string) {
  const log = await updateRequests.getById(db, ctx.auth, id);
  const current = await staffs.getById(db, ctx.auth, log.staffId);
  const changes = JSON.parse(log.changes) as Row;
  const [shown] = maskRows(ctx.auth, [current]);
  const [proposed] = maskRows(ctx.auth, [changes]);
  return {
    log,
    staff: current,
    map: Object.keys(changes).map((field) => ({ field, oldValue: (shown[field] ?? null) as unknown, newValue: (proposed[field] ?? null) as unknown })),
  };
}

/** The split of a staff's cost (type 1 project, 2 department): the percentages of one type add up to at most 100. */
export const expensePercentages = defineRepository({
  name: 'staff_expense_percentage',
  table: staffExpensePercentage,
  inputExtend: {
    type: z.coerce.number().int().min(1).max(2),
    percentage: z.coerce.number().gt(0, 'must be more than 0').max(100, 'must be at most 100').transform(String),
  },
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
      const sum = Number(total) + Number(merged.percentage);
      if (sum > 100) throw badRequest(`percentage: the percentages of this staff would add up to ${sum}, more than 100`);
    },
  },
});

/** Which card template each staff's card uses. */
export const cardSettings = defineRepository({
  name: 'staff_card_setting',
  table: staffCardSetting,
  filters: { staffId: filters.id(staffCardSetting.staffId), templateId: filters.id(staffCardSetting.templateId) },
  scopeWhere: ofVisibleStaff(staffCardSetting.staffId),
  hooks: { beforeWrite: checkStaff },
});

/** Records the decision on a staff update request; answers its row. */
export async function decideUpdateRequest(db: Db, auth: AuthContext, id: string, auditStatus: number, reason: string | null) {
  const [row] = await db
    .update(staffUpdateLog)
    .set({ auditStatus, auditUser: auth.userId, auditTime: formatDateTime(new Date()), reason, version: sql`${staffUpdateLog.version} + 1` })
    .where(eq(staffUpdateLog.id, id))
    .returning();
  return row;
}

/** Removes a staff's live expense percentages of one type; answers their ids. */
export async function removeExpenseRows(db: Db, auth: AuthContext, staffId: string, type: number): Promise<string[]> {
  const rows = await db
    .update(staffExpensePercentage)
    .set({ isDeleted: 1, updateUser: auth.userId })
    .where(and(liveRows(staffExpensePercentage, auth), eq(staffExpensePercentage.staffId, staffId), eq(staffExpensePercentage.type, type)))
    .returning({ id: staffExpensePercentage.id });
  return rows.map((r) => r.id);
}
