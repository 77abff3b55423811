import { fromCents, isSettlementEditable, settlementTotals, timesCents, toCents, type SettlementStatus } from '@hr/contracts';
import { api, type ApiData } from '../../app/http/api';
import { bladeResource } from '../../shared/crud/resource';

export const SETTLEMENT_BASE = '/api/mcc-worker/workersalarysettlement';

type DetailAnswer = ApiData<'/api/mcc-worker/workersalarysettlement/detail'>;
/**
 * A saved salary settlement as `detail` answers it (seed 000 section 3), typed from the OpenAPI document.
 * The server's schema also describes the unsaved preview (no id yet); every call below answers a saved one,
 * and its status is one of the contracts' settlement statuses.
 */
export type Settlement = DetailAnswer & { id: string; version: number; settlementStatus: SettlementStatus };
const saved = (answer: Promise<DetailAnswer>) => answer as Promise<Settlement>;
/** Rows and items are edited on screen, where a cell may hold a number or be emptied. */
type Editable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | number | null };
export type SettlementRow = Editable<DetailAnswer['rows'][number], 'amount' | 'attendance'>;
export type SettlementItem = Editable<DetailAnswer['items'][number], 'salary'>;

/** Draft and returned settlements can change; sent and approved ones cannot (seed 001 section 4). */
export const isEditable = (s: Pick<Settlement, 'settlementStatus'>) => isSettlementEditable(s.settlementStatus);

/** A row's settle amount: amount x attendance, or the amount when there is no attendance (the server's rule). */
export const settleOf = (row: Pick<SettlementRow, 'amount' | 'attendance'>): string => {
  const attendance = row.attendance === '' || row.attendance === undefined ? null : row.attendance;
  return fromCents(timesCents(toCents(row.amount ?? 0), attendance));
};

/** Gross Wages and Nett Salary of what is on the screen (seed 000 section 5; the same code as the server's). */
export const totalsOf = (rows: Pick<SettlementRow, 'amount' | 'attendance'>[], items: Pick<SettlementItem, 'salary'>[]) =>
  settlementTotals(
    rows.map((r) => ({ settleAmount: settleOf(r) })),
    items,
  );

export const settlementApi = {
  detail: (id: string) => saved(api.get(`${SETTLEMENT_BASE}/detail`, { id })),
  generate: (workerId: string, resignDate: string) => saved(api.postParams(`${SETTLEMENT_BASE}/generate`, { workerId, resignDate })),
  update: (s: Settlement, rows: SettlementRow[], items: SettlementItem[]) =>
    saved(
      api.post(`${SETTLEMENT_BASE}/update`, {
        id: s.id,
        version: s.version,
        rows: rows.map(({ item, itemName, amount, attendance }) => ({
          item,
          itemName,
          amount: String(amount ?? 0),
          attendance: attendance === null || attendance === '' ? null : String(attendance),
        })),
        items: items.map(({ item, salary }) => ({ item, salary: String(salary ?? 0) })),
      }),
    ),
  send: (s: Settlement) => saved(api.post(`${SETTLEMENT_BASE}/send`, { id: s.id, version: s.version })),
  review: (query: Record<string, unknown>) => api.get(`${SETTLEMENT_BASE}/directorExamine`, query),
};

/** The list of settlements (drafts are removed there; a row opens its own page, so no detail call). */
export const settlementResource = bladeResource(SETTLEMENT_BASE, { detail: false, remove: 'removeSalarySettlement' });

const MONTH_BATCH = `${SETTLEMENT_BASE}/generateMonth` as const;
const PAYSLIP_BATCH = `${SETTLEMENT_BASE}/payslipBatch` as const;
/** A month's settlements as a background batch, as its detail answers it. */
export type MonthBatch = ApiData<'/api/mcc-worker/workersalarysettlement/generateMonth/detail'>;
/** A month's payslips as a background batch, as its detail answers it. */
export type PayslipBatchView = ApiData<'/api/mcc-worker/workersalarysettlement/payslipBatch/detail'>;
/** The detail calls of the background batches; each is also the batch's query key (`useBatch`). */
export const BATCH_DETAIL = { month: `${MONTH_BATCH}/detail`, payslips: `${PAYSLIP_BATCH}/detail` } as const;
export type BatchDetailPath = (typeof BATCH_DETAIL)[keyof typeof BATCH_DETAIL];

export const batchApi = {
  /** One batch's progress, state and result. */
  detail: (url: BatchDetailPath, id: string) => api.get(url, { id }),
  /** Starts a month's settlements, of one project or of all. */
  startMonth: (month: string, projectId?: string) => api.post(MONTH_BATCH, { month, ...(projectId ? { projectId } : {}) }) as Promise<MonthBatch>,
  cancelMonth: (id: string) => api.post(`${MONTH_BATCH}/cancel`, { id }),
  /** Starts a month's payslips (one ZIP of PDFs at the end). */
  startPayslips: (month: string) => api.post(PAYSLIP_BATCH, { month }) as Promise<PayslipBatchView>,
  cancelPayslips: (id: string) => api.post(`${PAYSLIP_BATCH}/cancel`, { id }),
  /** What a month's payslips would cover: approved settlements, and those still waiting or drafts. */
  payslipMonth: (month: string) => api.get(`${PAYSLIP_BATCH}/month`, { month }),
};

export const viewPath = (id: string) => `/worker/salarySettlement/view/${id}`;
