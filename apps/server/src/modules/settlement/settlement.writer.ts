import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { nextId } from '../../platform/db/ids.js';
import { SettlementStatus } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';
import { OPEN, salarySettlement, salarySettlementRow } from './settlement.tables.js';
import { assertEditable, fromCents, toCents, type ItemInput, type RowInput } from './settlement.rules.js';
import { lockSettlements, type SettlementRow } from './settlement.queries.js';

/*
 * THE settlement writer: every change of a worker salary settlement and its rows (generate, regenerate,
 * update, remove, send, the approval's outcome) goes through `writeSettlement` (a month's new ones in bulk:
 * `createSettlements`), which locks the settlement
 * and refuses one that was sent or approved (409 "This settlement has been sent for approval / has been
 * approved and cannot be changed"). Only its approval request moves a sent settlement on, and an approved
 * one never changes again. No other file writes these tables (test/writers.test.ts).
 */

type Writer = Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>;
type SettlementFields = Partial<typeof salarySettlement.$inferInsert>;
export type SettledRow = RowInput & { settleAmount: string; itemName: string };
export type NamedItem = ItemInput & { itemName: string };

export type SettlementChange =
  /** A new settlement with its rows. */
  | { kind: 'create'; fields: SettlementFields & { workerId: string; resignDate: string; periodStart: string }; rows: readonly SettledRow[] }
  /** An editable settlement's fields, and its rows and items replaced whole when given. */
  | { kind: 'change'; id: string; fields: SettlementFields; rows?: readonly SettledRow[]; items?: readonly NamedItem[] }
  /** Editable settlements removed with their rows. */
  | { kind: 'remove'; ids: readonly string[] }
  /** An editable settlement sent into its approval request. */
  | { kind: 'send'; id: string; processId: string; processInstanceId: string }
  /** The end of a settlement's approval request: a sent settlement becomes approved, or returned to HR. */
  | { kind: 'follow'; tenantId: string; processInstanceId: string; approved: boolean };

const stamp = (by: Pick<Writer, 'userId'>) => ({
  updateUser: by.userId,
  updateTime: formatDateTime(new Date()),
  version: sql`${salarySettlement.version} + 1`,
});

/** The settlements locked, each refused unless still a draft or returned. */
async function lockedEditable(tx: Db, by: Writer, ids: readonly string[]): Promise<SettlementRow[]> {
  const rows = await lockSettlements(tx, by, [...ids]);
  rows.forEach(assertEditable);
  return rows;
}

/** Replaces the rows and items of a settlement (soft-deleting the old ones); zero items are not kept. */
async function replaceRows(tx: Db, by: Writer, settlementId: string, rows: readonly SettledRow[], items: readonly NamedItem[]) {
  await tx
    .update(salarySettlementRow)
    .set({ isDeleted: 1, updateUser: by.userId })
    .where(and(liveRows(salarySettlementRow, by), eq(salarySettlementRow.settlementId, settlementId)));
  const values = [
    ...rowValues(by, settlementId, rows),
    ...items
      .filter((i) => toCents(i.salary) !== 0)
      .map((i, n) => ({
        tenantId: by.tenantId,
        settlementId,
        createUser: by.userId,
        updateUser: by.userId,
        kind: 2,
        item: i.item,
        itemName: i.itemName,
        amount: null,
        attendance: null,
        settleAmount: fromCents(toCents(i.salary)),
        sort: n,
      })),
  ];
  if (values.length) await tx.insert(salarySettlementRow).values(values);
}

type NewSettlement = Extract<SettlementChange, { kind: 'create' }>;
const rowValues = (by: Writer, settlementId: string, rows: readonly SettledRow[]) =>
  rows.map((r, n) => ({
    tenantId: by.tenantId,
    settlementId,
    createUser: by.userId,
    updateUser: by.userId,
    kind: 1,
    item: r.item,
    itemName: r.itemName,
    amount: r.amount,
    attendance: r.attendance ?? null,
    settleAmount: r.settleAmount,
    sort: n,
  }));

/** Columns of a new settlement in the bulk insert, with their SQL types. */
const BULK_FIELDS = {
  worker_id: 'bigint',
  resign_date: 'date',
  period_start: 'date',
  total_attendance_days: 'numeric',
  total_hours: 'numeric',
  total_ot: 'numeric',
  basic_hour_wage: 'numeric',
  basic_monthly_salary: 'numeric',
  overtime_work_allowance: 'numeric',
  total_overtime_pay: 'numeric',
  meal_allowance: 'numeric',
  additional: 'numeric',
  gross_wages: 'numeric',
  nett_salary: 'numeric',
} as const;
const BULK_ROWS = {
  settlement_id: 'bigint',
  kind: 'smallint',
  item: 'text',
  item_name: 'text',
  amount: 'numeric',
  attendance: 'numeric',
  settle_amount: 'numeric',
  sort: 'smallint',
} as const;
/** `insert ... select` of many rows passed as ONE json parameter (a statement of any size builds and binds in constant work). */
function bulkInsert(
  table: typeof salarySettlement | typeof salarySettlementRow,
  columns: Record<string, string>,
  by: Writer,
  data: Record<string, unknown>[],
  extra: SQL = sql``,
) {
  const names = Object.keys(columns);
  const cols = sql.raw(names.join(', '));
  const types = sql.raw(names.map((n) => `${n} ${columns[n]}`).join(', '));
  const picked = sql.raw(names.map((n) => `x.${n}`).join(', '));
  return sql`insert into ${table} (id, tenant_id, create_user, create_dept, update_user, ${cols})
    select x.id, ${by.tenantId}, ${by.userId}, ${by.deptIds[0] ?? null}, ${by.userId}, ${picked}
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(id bigint, ${types}) ${extra}`;
}

/**
 * New settlements with their rows in two statements (the month's generation job, one chunk of workers at a
 * time). A worker whose month already has an open settlement is passed over by the unique index (never a
 * second one, also when a chunk runs twice after a crash); answers the settlements written.
 */
export async function createSettlements(tx: Db, by: Writer, news: readonly Omit<NewSettlement, 'kind'>[]): Promise<{ id: string; workerId: string }[]> {
  if (!news.length) return [];
  const fields = news.map((c) => ({
    id: nextId(),
    ...Object.fromEntries(
      Object.keys(BULK_FIELDS).map((k) => [k, (c.fields as Record<string, unknown>)[k.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase())] ?? null]),
    ),
  }));
  const result = (await tx.execute(
    bulkInsert(
      salarySettlement,
      BULK_FIELDS,
      by,
      fields,
      sql`on conflict (tenant_id, worker_id, period_start) where ${OPEN} do nothing returning id::text as id, worker_id::text as "workerId"`,
    ),
  )) as unknown as { rows: { id: string; workerId: string }[] };
  const saved = result.rows;
  const rowsOf = new Map(news.map((c) => [c.fields.workerId, c.rows]));
  const rows = saved.flatMap((s) =>
    rowValues(by, s.id, rowsOf.get(s.workerId) ?? []).map(({ settlementId, kind, item, itemName, amount, attendance, settleAmount, sort }) => ({
      id: nextId(),
      settlement_id: settlementId,
      kind,
      item,
      item_name: itemName,
      amount,
      attendance,
      settle_amount: settleAmount,
      sort,
    })),
  );
  if (rows.length) await tx.execute(bulkInsert(salarySettlementRow, BULK_ROWS, by, rows));
  return saved;
}

/**
 * THE settlement writer (see the file comment). Answers the settlement written (null for removals and
 * for an approval outcome that found no sent settlement).
 */
export async function writeSettlement(tx: Db, by: Writer, change: SettlementChange): Promise<SettlementRow | null> {
  switch (change.kind) {
    case 'create': {
      const [saved] = await tx
        .insert(salarySettlement)
        .values({ ...change.fields, tenantId: by.tenantId, createUser: by.userId, createDept: by.deptIds[0] ?? null, updateUser: by.userId })
        .returning();
      await replaceRows(tx, by, saved.id, change.rows, []);
      return saved;
    }
    case 'change': {
      const [current] = await lockedEditable(tx, by, [change.id]);
      if (!current) return null;
      const [saved] = await tx
        .update(salarySettlement)
        .set({ ...change.fields, ...stamp(by) })
        .where(eq(salarySettlement.id, current.id))
        .returning();
      if (change.rows) await replaceRows(tx, by, current.id, change.rows, change.items ?? []);
      return saved;
    }
    case 'remove': {
      const found = (await lockedEditable(tx, by, change.ids)).map((r) => r.id);
      if (!found.length) return null;
      await tx
        .update(salarySettlement)
        .set({ isDeleted: 1, updateUser: by.userId, updateTime: formatDateTime(new Date()) })
        .where(inArray(salarySettlement.id, found));
      await tx
        .update(salarySettlementRow)
        .set({ isDeleted: 1 })
        .where(and(liveRows(salarySettlementRow, by), inArray(salarySettlementRow.settlementId, found)));
      return null;
    }
    case 'send': {
      const [current] = await lockedEditable(tx, by, [change.id]);
      if (!current) return null;
      const [saved] = await tx
        .update(salarySettlement)
        .set({
          settlementStatus: SettlementStatus.SENT,
          processId: change.processId,
          processInstanceId: change.processInstanceId,
          sendTime: formatDateTime(new Date()),
          ...stamp(by),
        })
        .where(eq(salarySettlement.id, current.id))
        .returning();
      return saved;
    }
    case 'follow': {
      // only the sent settlement of this request moves; an approved (or returned) one stays as it is
      const [saved] = await tx
        .update(salarySettlement)
        .set({
          settlementStatus: change.approved ? SettlementStatus.APPROVED : SettlementStatus.RETURNED,
          updateTime: formatDateTime(new Date()),
          version: sql`${salarySettlement.version} + 1`,
        })
        .where(
          and(
            liveRows(salarySettlement, { tenantId: change.tenantId }),
            eq(salarySettlement.processInstanceId, change.processInstanceId),
            eq(salarySettlement.settlementStatus, SettlementStatus.SENT),
          ),
        )
        .returning();
      return saved ?? null;
    }
  }
}
