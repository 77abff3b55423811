import type { SeedRun } from '../module.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { formatDateTime } from '../../platform/util.js';
import type { Db } from '../../platform/db/client.js';
import { typesOfSide } from '../leave/vacation.queries.js';
import { DEMO_USERS } from './demo-organisation.js';
import { demoStaffIds } from './demo-context.js';
import { LeaveStatus, USER_STAFF, USER_WORKER, generateCredits, takeLeave } from '../leave/leave.service.js';

const auth = { tenantId: DEFAULT_TENANT, userId: null };
const day = (offset: number) => formatDateTime(new Date(Date.now() + offset * 86400_000)).slice(0, 10);

/** Demo leave (DEMO_DATA=1, first boot): this year's (from November also next year's) balances for staff and workers, and a few approved leaves. */
export async function seedDemoLeave(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const year = new Date().getFullYear();
    // from November HR has next year's balances too, as the demo's requests weeks ahead then reach into January
    for (const y of new Date().getMonth() >= 10 ? [year, year + 1] : [year]) {
      await generateCredits(tx, auth, y, USER_STAFF);
      await generateCredits(tx, auth, y, USER_WORKER);
    }
    const types = await typesOfSide(tx, auth, USER_STAFF);
    const typeId = (t: string) => types.find((x) => x.type === t)!.id;
    // the first three demo accounts' staff records (HR, finance, engineering)
    const people = (
      await demoStaffIds(
        tx,
        DEMO_USERS.slice(0, 3).map((u) => u.account),
      )
    ).map((id) => ({ id }));
    // leave inside this year's balances: a week ago, later this month, and a half day
    const plans = [
      { type: 'annual', from: -7, days: 2 },
      { type: 'sick', from: -3, days: 1 },
      { type: 'annual', from: 2, days: 1 },
    ];
    for (const [i, p] of people.entries()) {
      const plan = plans[i];
      const from = day(plan.from);
      const to = day(plan.from + plan.days - 1);
      if (from.slice(0, 4) !== String(year) || to.slice(0, 4) !== String(year)) continue;
      await takeLeave(
        tx,
        auth,
        {
          userType: USER_STAFF,
          personId: p.id,
          vacationInfoId: typeId(plan.type),
          leaveDays: plan.days,
          leaveUnit: 1,
          leaveStartTime: `${from} 09:00:00`,
          leaveEndTime: `${to} 18:00:00`,
          leaveReason: 'Demo leave',
        },
        { status: LeaveStatus.APPROVED },
      );
    }
  });
}

export const seedDemoLeaveOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoLeave(db);
};
