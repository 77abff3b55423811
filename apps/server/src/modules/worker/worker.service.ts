import { inArray, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import type { Filter } from '../../platform/crud.js';
import { post } from '../system/system.tables.js';
import { project } from '../base/base.tables.js';
import { specialist, workerTeam } from './worker.tables.js';

type Row = Record<string, unknown>;

/** Adds projectName, teamName, tradeName and specialistName to worker (or team) rows, one query each. */
export async function withWorkerNames(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = (k: string) => [...new Set(rows.map((r) => r[k]).filter((v): v is string => typeof v === 'string'))];
  const lookup = async (list: string[], q: (l: string[]) => Promise<{ id: string; name: string }[]>) => new Map(list.length ? (await q(list)).map((r) => [r.id, r.name]) : []);
  const [projects, teams, trades, specs] = await Promise.all([
    lookup(ids('projectId'), (l) => db.select({ id: project.id, name: project.projectName }).from(project).where(inArray(project.id, l))),
    lookup(ids('teamId'), (l) => db.select({ id: workerTeam.id, name: workerTeam.teamName }).from(workerTeam).where(inArray(workerTeam.id, l))),
    lookup(ids('tradeId'), (l) => db.select({ id: post.id, name: post.postName }).from(post).where(inArray(post.id, l))),
    lookup(ids('specialistId'), (l) => db.select({ id: specialist.id, name: specialist.specialistName }).from(specialist).where(inArray(specialist.id, l))),
  ]);
  return rows.map((r) => ({
    ...r,
    projectName: projects.get(r.projectId as string) ?? null,
    teamName: r.teamName ?? teams.get(r.teamId as string) ?? null,
    tradeName: trades.get(r.tradeId as string) ?? null,
    specialistName: specialists(specs, r),
  }));
}
const specialists = (m: Map<string, string>, r: Row) => m.get(r.specialistId as string) ?? null;

export const nameOutputs = {
  projectName: z.string().nullable().optional(),
  teamName: z.string().nullable().optional(),
  tradeName: z.string().nullable().optional(),
  specialistName: z.string().nullable().optional(),
};

/** `N` days: rows whose date is already past or falls within the next N days (null dates never match). */
export const expiringWithin = (...columns: AnyColumn[]): Filter => ({
  schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(3650).optional()),
  where: (n: number | undefined) =>
    n === undefined ? undefined : sql`(${sql.join(columns.map((c) => sql`${c} <= current_date + ${n}::int`), sql` or `)})`,
});
