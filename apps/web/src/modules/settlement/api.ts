import { fromCents, settlementTotals, timesCents, toCents } from '@hr/contracts';
import { http, type Page } from '../../app/http/client';

export const SETTLEMENT_BASE = '/api/mcc-worker/workersalarysettlement';

export interface SettlementRow {
  id?: string;
  item: string;
  itemName: string;
  amount: string | number | null;
  attendance: string | number | null;
  settleAmount: string;
}
export interface SettlementItem {
  id?: string;
  item: string;
  itemName?: string;
  salary: string | number;
}
/** A salary settlement as `detail` answers it (seed 000 section 3). */
export interface Settlement {
  id: string;
  version: number;
  workerId: string;
  resignDate: string;
  totalAttendanceDays: string;
  totalHours: string;
  totalOt: string;
  grossWages: string;
  nettSalary: string;
  settlementStatus: 0 | 1 | 2 | 3;
  processId: string | null;
  processInstanceId: string | null;
  employmentCode: string | null;
  name: string | null;
  projectName: string | null;
  specialistName: string | null;
  teamName: string | null;
  remark: string | null;
  rows: SettlementRow[];
  items: SettlementItem[];
  map: Record<string, string>;
}

/** Draft and returned settlements can change; sent and approved ones cannot (seed 001 section 4). */
export const isEditable = (s: Pick<Settlement, 'settlementStatus'>) => s.settlementStatus === 0 || s.settlementStatus === 3;

/** A row's settle amount: amount x attendance, or the amount when there is no attendance (the server's rule). */
export const settleOf = (row: Pick<SettlementRow, 'amount' | 'attendance'>): string => {
  const attendance = row.attendance === '' || row.attendance === undefined ? null : row.attendance;
  return fromCents(timesCents(toCents(row.amount ?? 0), attendance));
};

/** Gross Wages and Nett Salary of what is on the screen (seed 000 section 5; the same code as the server's). */
export const totalsOf = (rows: Pick<SettlementRow, 'amount' | 'attendance'>[], items: Pick<SettlementItem, 'salary'>[]) =>
  settlementTotals(rows.map((r) => ({ settleAmount: settleOf(r) })), items);

export const settlementApi = {
  detail: (id: string) => http.get<Settlement>(`${SETTLEMENT_BASE}/detail`, { id }),
  generate: (workerId: string, resignDate: string) => http.postParams<Settlement>(`${SETTLEMENT_BASE}/generate`, { workerId, resignDate }),
  update: (s: Settlement, rows: SettlementRow[], items: SettlementItem[]) =>
    http.post<Settlement>(`${SETTLEMENT_BASE}/update`, {
      id: s.id,
      version: s.version,
      rows: rows.map(({ item, itemName, amount, attendance }) => ({ item, itemName, amount: String(amount ?? 0), attendance: attendance === null || attendance === '' ? null : String(attendance) })),
      items: items.map(({ item, salary }) => ({ item, salary: String(salary ?? 0) })),
    }),
  send: (s: Settlement) => http.post<Settlement>(`${SETTLEMENT_BASE}/send`, { id: s.id, version: s.version }),
  review: (query: Record<string, unknown>) => http.get<Page<Record<string, unknown>>>(`${SETTLEMENT_BASE}/directorExamine`, query),
};

export const viewPath = (id: string) => `/worker/salarySettlement/view/${id}`;
