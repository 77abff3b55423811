import type { FastifyInstance } from 'fastify';
import type { SeedRun } from '../module.js';
import { formatDateTime } from '../../platform/util.js';
import type { Db } from '../../platform/db/client.js';
import { benefitTypes } from '../benefit/benefit.queries.js';
import { setStaffLevel, updateLevels } from '../benefit/benefit.service.js';
import { saveRenewalContract } from '../probation/probation.service.js';
import { demoContext, demoStaffIds } from './demo-context.js';
import { DEMO_ADMIN, DEMO_USERS } from './demo-organisation.js';

const day = (offset: number) => formatDateTime(new Date(Date.now() + offset * 86400_000)).slice(0, 10);

/** Yearly amounts per staff level (L1 staff, L2 managers, L3 directors). */
const BENEFITS = [
  { benefitCode: 'MED', benefitName: 'Medical', description: 'Outpatient and specialist visits', amounts: { L1: 500, L2: 800, L3: 1200 } },
  { benefitCode: 'DEN', benefitName: 'Dental', description: 'Dental treatment', amounts: { L1: 200, L2: 300, L3: 500 } },
  { benefitCode: 'TRN', benefitName: 'Training', description: 'Courses and certifications', amounts: { L1: 1000, L2: 1500, L3: 2000 } },
];

/**
 * Demo benefits and contract terms (DEMO_DATA=1, first boot): three benefit types with amounts per level,
 * every demo staff on a level (the first is a director, the next two managers), and fixed-term contracts
 * for two staff: one ending within the 30-day notice window, one later.
 */
export async function seedDemoBenefits(db: Db, app: FastifyInstance): Promise<void> {
  const hr = await demoContext(db, app, 'admin');
  await db.transaction(async (tx) => {
    const ctx = { ...hr, db: tx };
    for (const b of BENEFITS) {
      const type = await benefitTypes.save(ctx, { benefitCode: b.benefitCode, benefitName: b.benefitName, description: b.description });
      await updateLevels(ctx, { benefitId: type.id, levels: Object.entries(b.amounts).map(([level, amount]) => ({ level, amount })) });
    }
    // every demo staff, in staff-number order (the demo accounts, then the administrator)
    const people = await demoStaffIds(
      tx,
      [...DEMO_USERS, DEMO_ADMIN].map((u) => u.account),
    );
    if (people.length === 0) return;
    for (const level of ['L3', 'L2', 'L1']) {
      const ids = people.filter((_, i) => (i === 0 ? 'L3' : i < 3 ? 'L2' : 'L1') === level);
      if (ids.length) await setStaffLevel(ctx, ids, level);
    }
    await saveRenewalContract(ctx, {
      staffId: people[people.length - 1]!,
      contractStartDate: day(-345),
      contractEndDate: day(20),
      remark: 'Two-year project contract',
    });
    if (people.length > 1)
      await saveRenewalContract(ctx, {
        staffId: people[people.length - 2]!,
        contractStartDate: day(-300),
        contractEndDate: day(65),
        remark: 'Fixed-term contract',
      });
  });
}

export const seedDemoBenefitOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoBenefits(db, app);
};
