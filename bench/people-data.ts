/** The organization dataset of the people benches (org.ts, search.ts): departments, projects, teams, staff, workers. */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.js';
import { dept } from '../apps/server/src/modules/system/system.tables.js';
import { project } from '../apps/server/src/modules/base/base.tables.js';
import { staff } from '../apps/server/src/modules/staff/staff.tables.js';
import { worker, workerTeam } from '../apps/server/src/modules/worker/worker.tables.js';
import { nextId } from '../apps/server/src/platform/db/ids.js';

async function insertMany<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** 40 departments, 20 projects of 10 teams, `counts.staff` staff and `counts.workers` workers; then ANALYZE. */
export async function generatePeople(db: Db, counts: { staff: number; workers: number }) {
  const companyId = nextId();
  await db.insert(dept).values({ id: companyId, deptName: 'Company', deptCategory: 1 });
  const deptIds = Array.from({ length: 40 }, () => nextId());
  await db.insert(dept).values(deptIds.map((id, i) => ({ id, deptName: `Dept ${i}`, parentId: companyId, ancestors: `0,${companyId}` })));
  const projectIds = Array.from({ length: 20 }, () => nextId());
  await db.insert(project).values(projectIds.map((id, i) => ({ id, projectCode: `BP${i}`, projectName: `Bench project ${i}` })));
  const teams = projectIds.flatMap((p, i) => Array.from({ length: 10 }, (_, j) => ({ id: nextId(), teamName: `Team ${i}-${j}`, projectId: p })));
  await db.insert(workerTeam).values(teams);
  await insertMany(
    Array.from({ length: counts.staff }, (_, i) => ({
      staffNo: `B${String(i).padStart(6, '0')}`,
      enName: `Bench Staff ${i}`,
      deptId: deptIds[i % deptIds.length],
      projectId: projectIds[i % projectIds.length],
      email: `bench${i}@example.com`,
      mobile: `9${String(i).padStart(7, '0')}`,
      status: i % 10 === 0 ? 2 : 1,
    })),
    (b) => db.insert(staff).values(b),
  );
  await insertMany(
    Array.from({ length: counts.workers }, (_, i) => {
      const team = teams[i % teams.length];
      return {
        employmentCode: `BW${String(i).padStart(7, '0')}`,
        name: `Bench Worker ${i}`,
        nationality: ['BD', 'IN', 'CN', 'MM'][i % 4],
        finNo: `G${String(i).padStart(7, '0')}X`,
        projectId: team.projectId,
        teamId: team.id,
        wpExpiryDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-15`,
        passportExpiryDate: '2030-01-01',
      };
    }),
    (b) => db.insert(worker).values(b),
  );
  // what autovacuum does after a bulk insert: GIN pending lists merged, statistics fresh
  await db.execute(sql`vacuum analyze`);
  return { deptIds, projectIds, teams };
}
