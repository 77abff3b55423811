import type { Db } from '../../platform/db/client.js';
import { executeText, Expr, shapeOf, SqlText } from '../../platform/db/sql-text.js';
import { DEFAULT_REQUEST_PREFIX } from '../form/form-define.js';
import type { Writes } from './flow.run.js';
import { flowRequestSeq } from './flow.tables.js';
import type { Tenant } from '../../platform/auth/context.js';

/** The counter's upsert (the next number of a tenant's prefix in a year) and the number as it reads, on `q`. */
function counterText(q: SqlText, tenantId: string, prefix: string | null | undefined, startTime: string) {
  const p = prefix?.trim() || DEFAULT_REQUEST_PREFIX;
  const year = Number(startTime.slice(0, 4));
  const counter = shapeOf(flowRequestSeq).name;
  const upsert = `insert into ${counter} (tenant_id, prefix, year, last_value) values (${q.param(tenantId)}, ${q.param(p)}, ${q.param(year)}, 1)
      on conflict (tenant_id, prefix, year) do update set last_value = ${counter}.last_value + 1
      returning last_value`;
  // prefix, year, a sequence of at least six digits: LV-2026-000123
  const readable = (value: string) => `${q.param(`${p}-${year}-`)} || lpad(${value}, greatest(6, length(${value})), '0')`;
  return { upsert, readable };
}

/*
 * A started request's number: the next of its tenant's prefix in a year, from a counter row. Concurrent starts
 * queue on the counter's row lock, so each gets its own number; the unique index on flow_instance(tenant_id,
 * request_no) guards the rest. A start that fails after taking its number leaves a gap, never a duplicate.
 */

/**
 * On PostgreSQL: the number taken by a statement that commits on its own (`Database.autonomous`), so the counter's
 * row is locked for that statement only; a start's transaction holding it to its commit made the starts of a
 * tenant queue one behind the other (issue 13). Taken once the request's values are valid.
 */
export async function takeRequestNo(autonomous: Db, forTenant: Tenant, prefix: string | null | undefined, startTime: string): Promise<string> {
  const q = new SqlText();
  const { upsert, readable } = counterText(q, forTenant.tenantId, prefix, startTime);
  const [row] = await executeText(autonomous, q.add(`with n as (${upsert}) select ${readable('n.last_value::text')} as request_no from n`));
  return String(row.request_no);
}

/**
 * On PGlite (one connection, nothing runs beside a transaction): the number as a part of the start's statement of
 * writes (`Writes`, flow.run.ts), for the request row's `requestNo` in the same statement.
 */
export function nextRequestNo(writes: Writes, tenantId: string, prefix: string | null | undefined, startTime: string): Expr {
  const q = writes.text();
  const { upsert, readable } = counterText(q, tenantId, prefix, startTime);
  const n = writes.named(q.add(upsert));
  return new Expr(readable(`(select last_value::text from ${n})`));
}
